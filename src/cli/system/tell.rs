//! How a judge system is told its checker's result: the exit status its
//! protocol gives a verdict, and the files it reads beside it.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use ttt_judge::Verdict;

use super::JudgeSystem;

/// What the judge system is told in the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Told {
    /// Every answer is the judge's: how many cases.
    Accepted(usize),
    /// Accepted, with what was found said in the system's own words (an
    /// interactor's games).
    Passed(String),
    /// An answer is not: `WA` or `PE`, what is wrong, and the board at
    /// the first difference as an SVG document, where there is one.
    Rejected {
        /// `WA` or `PE`.
        verdict: Verdict,
        /// What is wrong, in one line.
        message: String,
        /// The board where the answer first differs from the judge's.
        picture: Option<String>,
    },
    /// The judge's side failed (an input that is not a case, an expected
    /// answer that is not the judge's, a file that cannot be read).
    Failed(String),
}

/// Where a protocol writes besides its exit status and stderr.
#[derive(Clone, Debug, Default)]
pub(crate) struct Channels {
    /// Kattis: the folder of `judgemessage.txt`.
    pub feedback: Option<PathBuf>,
    /// testlib: the result file.
    pub result: Option<PathBuf>,
    /// testlib: whether `-appes` asks for the result file as XML.
    pub appes: bool,
}

impl JudgeSystem {
    /// Tells `told` as the system's checker protocol says; the exit
    /// status.
    pub(crate) fn tell(self, told: &Told, channels: &Channels) -> Result<u8> {
        match self {
            JudgeSystem::Kattis => kattis(told, channels.feedback.as_ref()),
            JudgeSystem::Testlib => testlib(told, channels),
            JudgeSystem::Cms => cms(told),
        }
    }
}

/// One line on stderr, flushed.
fn say(line: &str) -> Result<()> {
    let mut err = io::stderr().lock();
    writeln!(err, "{line}")?;
    Ok(err.flush()?)
}

/// `accepted: 1 case`, `accepted: 3 cases`.
fn accepted(cases: usize) -> String {
    match cases {
        1 => "accepted: 1 case".to_string(),
        n => format!("accepted: {n} cases"),
    }
}

/// Kattis: 42 accepted, 43 wrong with the reason in `judgemessage.txt`
/// and the board at the first difference in `judgeimage.svg` (which
/// Kattis, DOMjudge and BAPCtools show the jury); a judge error is any other status (here 2), with the reason on stderr
/// and in `judgeerror.txt`, where DOMjudge and BAPCtools look for it.
fn kattis(told: &Told, feedback: Option<&PathBuf>) -> Result<u8> {
    // A folder that is not one is the judge system's mistake.
    let told = match feedback {
        Some(folder) if !folder.is_dir() => &Told::Failed(format!(
            "{}: the feedback folder is not a folder",
            folder.display()
        )),
        _ => told,
    };
    let (code, message) = match told {
        Told::Accepted(cases) => (42, accepted(*cases)),
        Told::Passed(message) => (42, message.clone()),
        Told::Rejected { message, .. } => (43, message.clone()),
        Told::Failed(message) => {
            say(&format!("ttt-judge: judge error: {message}"))?;
            if let Some(folder) = feedback {
                // The status says it already; a folder that cannot be
                // written to changes nothing.
                let _ = write_fresh(&folder.join("judgeerror.txt"), &format!("{message}\n"));
            }
            return Ok(2);
        }
    };
    if let Some(folder) = feedback {
        let file = folder.join("judgemessage.txt");
        write_fresh(&file, &format!("{message}\n"))
            .with_context(|| format!("cannot write {}", file.display()))?;
        if let Told::Rejected {
            picture: Some(svg), ..
        } = told
        {
            // Whole, as a cut picture is none: it is bounded, as `show`
            // draws at most a 25 × 25 window of the board.
            let file = folder.join("judgeimage.svg");
            write_whole(&file, svg).with_context(|| format!("cannot write {}", file.display()))?;
        }
    }
    Ok(code)
}

/// testlib: `ok …`, `wrong answer …`, `wrong output format …` or
/// `FAIL …` on stderr, exit 0, 1, 2 or 3; the message in the result file,
/// alone, or with `-appes` in testlib's XML.
fn testlib(told: &Told, channels: &Channels) -> Result<u8> {
    let (code, word, outcome, message) = match told {
        Told::Accepted(cases) => (0, "ok", "accepted", accepted(*cases)),
        Told::Passed(message) => (0, "ok", "accepted", message.clone()),
        Told::Rejected {
            verdict: Verdict::Presentation,
            message,
            ..
        } => (
            2,
            "wrong output format",
            "presentation-error",
            message.clone(),
        ),
        Told::Rejected { message, .. } => (1, "wrong answer", "wrong-answer", message.clone()),
        Told::Failed(message) => (3, "FAIL", "fail", message.clone()),
    };
    if let Some(file) = &channels.result {
        let text = match channels.appes {
            true => appes(outcome, &message),
            false => message.clone(),
        };
        // A result file that cannot be written is testlib's failure, said
        // once, in place of the verdict.
        if let Err(e) = write_fresh(file, &text) {
            say(&format!("FAIL cannot write {}: {e}", file.display()))?;
            return Ok(3);
        }
    }
    say(&format!("{word} {message}"))?;
    Ok(code)
}

/// The most bytes of a message a feedback file holds.
const FEEDBACK_BYTES: usize = 64 << 10;

/// Writes `text`, cut to [`FEEDBACK_BYTES`], to a new file at `path`, as
/// [`write_whole`] does.
fn write_fresh(path: &Path, text: &str) -> io::Result<()> {
    match text.len() > FEEDBACK_BYTES {
        true => {
            let mut end = FEEDBACK_BYTES;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            write_whole(path, &format!("{}…\n", &text[..end]))
        }
        false => write_whole(path, text),
    }
}

/// Writes `text` to a new file at `path`: one already there, a symlink
/// included, is removed first and never followed (the file is created with
/// `O_EXCL`, and `O_NOFOLLOW`), so that a contestant who planted a link in
/// the feedback folder overwrites nothing.
fn write_whole(path: &Path, text: &str) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32);
    }
    options.open(path)?.write_all(text.as_bytes())
}

/// testlib's result file under `-appes`, byte for byte as testlib.h
/// writes it: its XML declaration, `outcome = "…"` with the spaces, and
/// the message with `&<>"` escaped and control characters as dots.
fn appes(outcome: &str, message: &str) -> String {
    let mut text = format!(
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">"
    );
    for c in message.chars() {
        match c {
            '&' => text.push_str("&amp;"),
            '<' => text.push_str("&lt;"),
            '>' => text.push_str("&gt;"),
            '"' => text.push_str("&quot;"),
            c if u32::from(c) < 32 => text.push('.'),
            c => text.push(c),
        }
    }
    text.push_str("</result>\n");
    text
}

/// CMS: the score, 1.0 or 0.0, on stdout and the message on stderr, exit
/// 0; a judge error exits 2 with no score.
fn cms(told: &Told) -> Result<u8> {
    let (score, message) = match told {
        Told::Accepted(cases) => ("1.0", accepted(*cases)),
        Told::Passed(message) => ("1.0", message.clone()),
        Told::Rejected { message, .. } => ("0.0", message.clone()),
        Told::Failed(message) => {
            say(&format!("ttt-judge: judge error: {message}"))?;
            return Ok(2);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{score}")?;
    out.flush()?;
    say(&message)?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appes_escapes_as_testlib_does() {
        assert_eq!(
            appes("wrong-answer", "a<b>&\"c\"\td\u{e9}"),
            concat!(
                "<?xml version=\"1.0\" encoding=\"windows-1251\"?>",
                "<result outcome = \"wrong-answer\">a&lt;b&gt;&amp;&quot;c&quot;.d\u{e9}</result>\n"
            )
        );
    }
}
