//! The statement as a PDF, for DOMjudge, which shows a problem's statement
//! only from `problem_statement/problem.{pdf,html,txt}` and does not build
//! one from LaTeX. Made with `pdflatex` where it is installed, from the
//! same LaTeX as `problem.en.tex` in a plain article of its own
//! (`\problemname` is problemtools' macro, defined here as a title),
//! the same bytes each time: no date from the clock, no random file id.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

/// The longest `pdflatex` may take.
const TIME: Duration = Duration::from_secs(60);

/// The document `pdflatex` is given around `statement`.
fn document(statement: &str) -> String {
    format!(
        "\\pdftrailerid{{}}\n\\documentclass[11pt]{{article}}\n\\usepackage[T1]{{fontenc}}\n\
         \\usepackage[margin=2.5cm]{{geometry}}\n\\usepackage{{amsmath,amssymb}}\n\
         \\newcommand{{\\problemname}}[1]{{\\begin{{center}}\\LARGE\\bfseries #1\\end{{center}}}}\n\
         \\pagestyle{{empty}}\n\\begin{{document}}\n{statement}\n\\end{{document}}\n"
    )
}

/// The PDF of `statement`; `None` when `pdflatex` is not installed.
pub(super) fn statement_pdf(statement: &str) -> Result<Option<Vec<u8>>> {
    let scratch = tempfile::tempdir().context("cannot make a scratch folder")?;
    let tex = scratch.path().join("problem.tex");
    std::fs::write(&tex, document(statement))?;
    let child = Command::new("pdflatex")
        .args([
            "-interaction=nonstopmode",
            "-halt-on-error",
            "-no-shell-escape",
        ])
        .arg("problem.tex")
        .current_dir(scratch.path())
        // The same statement makes the same bytes: no date from the clock.
        .env("SOURCE_DATE_EPOCH", "0")
        .env("FORCE_SOURCE_DATE", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).context("cannot run pdflatex"),
    };
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > TIME {
            let _ = child.kill();
            let _ = child.wait();
            bail!(
                "pdflatex took more than {} s on the statement",
                TIME.as_secs()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let log = std::fs::read_to_string(scratch.path().join("problem.log")).unwrap_or_default();
    let pdf = scratch.path().join("problem.pdf");
    if !status.success() || !Path::new(&pdf).exists() {
        let error = log
            .lines()
            .find(|l| l.starts_with('!'))
            .unwrap_or("no PDF written");
        bail!("pdflatex could not build the statement: {error}");
    }
    Ok(Some(std::fs::read(&pdf)?))
}
