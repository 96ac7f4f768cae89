//! A report written to a file whole (JUnit XML, JSON Lines with `grade
//! --json`): into a temporary file in the same folder, renamed over the
//! path once complete, so that a reader sees the old report or the whole
//! new one, never a part, with the mode the user's umask gives.

use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::{Context, Result};

/// Writes to `path` what `write` writes, atomically; `what` names the
/// format in an error (`JUnit XML`).
pub(super) fn write_whole(
    path: &Path,
    what: &str,
    write: impl FnOnce(&mut dyn Write) -> Result<()>,
) -> Result<()> {
    let shown = path.display();
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    // The folder's own error, not the temporary file's, names the fault.
    std::fs::metadata(folder).with_context(|| format!("{shown}: cannot write {what}"))?;
    // Made as any file the user writes is, 0666 less the umask (a
    // temporary file's own 0600 would keep the report from the CI job
    // that reads it).
    let file = tempfile::Builder::new()
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(folder)
        .with_context(|| format!("{shown}: cannot write {what}"))?;
    let mut out = BufWriter::new(file);
    write(&mut out).with_context(|| format!("{shown}: cannot write {what}"))?;
    let file = out
        .into_inner()
        .map_err(|e| e.into_error())
        .with_context(|| format!("{shown}: cannot write {what}"))?;
    file.persist(path)
        .with_context(|| format!("{shown}: cannot write {what}"))?;
    Ok(())
}
