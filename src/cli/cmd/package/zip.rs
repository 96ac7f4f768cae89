//! `package --zip`: the package as one zip file, its files at the top (as
//! DOMjudge's problem import wants), programs with mode 755.

use std::fs;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use zip::CompressionMethod;
use zip::write::{SimpleFileOptions, ZipWriter};

use super::programs::File;

/// Writes `files` to the zip file `path`.
pub(super) fn write(path: &Path, files: &[File]) -> Result<()> {
    let out =
        fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut zip = ZipWriter::new(out);
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    for file in files {
        let mode = if file.executable { 0o755 } else { 0o644 };
        zip.start_file(file.path.as_str(), options.unix_permissions(mode))
            .with_context(|| format!("cannot add {} to {}", file.path, path.display()))?;
        zip.write_all(&file.bytes)?;
    }
    zip.finish()
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
