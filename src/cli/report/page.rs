//! A grading report as one page: the summary (the verdicts by count, what
//! the report states about the box and the limits, every case's time and
//! memory as a small plot), the failing cases grouped by verdict, and a
//! replay of each failing case with the solution's answer beside the
//! judge's. Accepted cases are only counted and plotted, so a report of
//! 100 000 cases stays small.

use std::collections::BTreeMap;
use std::fmt::Write;

use ttt_judge::Verdict;
use ttt_judge::render::html::{CaseReplay, document, escape};

/// At most this many bars in a plot; more cases share a bar (its
/// highest value).
const BARS: usize = 400;
/// A plot's size, in pixels.
const PLOT: (usize, usize) = (600, 100);

/// One case's verdict, time and memory.
#[derive(Clone, Debug)]
pub(super) struct Measured {
    /// The case's number, from 1.
    pub(super) case: usize,
    /// The verdict.
    pub(super) verdict: Verdict,
    /// How long the answer took, in milliseconds.
    pub(super) time_ms: u64,
    /// The most memory the run held, in KB.
    pub(super) memory_kb: u64,
}

/// A case that was not accepted.
#[derive(Debug)]
pub(super) struct FailedCase {
    /// Its verdict, time and memory.
    pub(super) measured: Measured,
    /// What there is to say about it.
    pub(super) message: Option<String>,
    /// Its replay, with the solution's answer, when the case could be read.
    pub(super) replay: Option<CaseReplay>,
}

/// What a grading report holds.
#[derive(Debug)]
pub(super) struct GradingPage {
    /// The page's heading.
    pub(super) title: String,
    /// What the report states about the run: the box's level, the limits.
    pub(super) facts: Vec<String>,
    /// Every case, accepted or not, in case order.
    pub(super) cases: Vec<Measured>,
    /// The cases not accepted, in case order.
    pub(super) failures: Vec<FailedCase>,
}

/// The report as a page.
pub(super) fn render(report: GradingPage) -> String {
    let mut body = String::new();
    summary(&mut body, &report);
    failures(&mut body, &report.failures);
    let replays: Vec<CaseReplay> = report
        .failures
        .into_iter()
        .filter_map(|f| f.replay)
        .collect();
    document(&report.title, &body, &replays)
}

fn summary(out: &mut String, report: &GradingPage) {
    // Counted by verdict, listed by code.
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for case in &report.cases {
        *counts.entry(case.verdict.code()).or_default() += 1;
    }
    let accepted = report
        .cases
        .iter()
        .filter(|case| case.verdict == Verdict::Accepted)
        .count();
    let _ = writeln!(out, "<section id=\"summary\">\n<h2>Summary</h2>");
    let _ = writeln!(
        out,
        "<p>{} cases graded; this page summarises the {accepted} accepted (AC) in the counts and plots below, and replays only the {} that were not.</p>",
        report.cases.len(),
        report.cases.len() - accepted
    );
    let _ = writeln!(
        out,
        "<table class=\"counts\"><thead><tr><th scope=\"col\">verdict</th><th scope=\"col\">cases</th></tr></thead><tbody>"
    );
    for (verdict, count) in &counts {
        let _ = writeln!(out, "<tr><td>{}</td><td>{count}</td></tr>", escape(verdict));
    }
    let _ = writeln!(out, "</tbody></table>\n<ul class=\"facts\">");
    for fact in &report.facts {
        let _ = writeln!(out, "<li>{}</li>", escape(fact));
    }
    let _ = writeln!(out, "</ul>");
    plot(out, &report.cases, "time", "ms", |m| m.time_ms);
    plot(out, &report.cases, "memory", "KB", |m| m.memory_kb);
    let _ = writeln!(out, "</section>");
}

/// A bar plot of `value` over the cases, with a caption that says the
/// same in words.
fn plot(out: &mut String, cases: &[Measured], what: &str, unit: &str, value: fn(&Measured) -> u64) {
    let Some(top) = cases.iter().max_by_key(|m| value(m)) else {
        return;
    };
    let (width, height) = PLOT;
    let per_bar = cases.len().div_ceil(BARS);
    let bars = cases.len().div_ceil(per_bar);
    let most = value(top).max(1);
    let _ = writeln!(
        out,
        "<figure class=\"plot\"><svg width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{what} per case\">"
    );
    let step = width as f64 / bars as f64;
    for (i, group) in cases.chunks(per_bar).enumerate() {
        let highest = group.iter().map(value).max().unwrap_or(0);
        let failed = group.iter().any(|m| m.verdict != Verdict::Accepted);
        let h = (highest as f64 / most as f64 * (height - 2) as f64).max(1.0);
        let _ = writeln!(
            out,
            "<rect class=\"{}\" x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{h:.1}\"/>",
            if failed { "bar failed" } else { "bar" },
            i as f64 * step,
            height as f64 - h,
            (step * 0.8).max(0.5)
        );
    }
    let grouped = match per_bar {
        1 => String::new(),
        n => format!(", the highest of each {n} cases a bar"),
    };
    let _ = writeln!(
        out,
        "</svg><figcaption>{what} per case, in {unit}{grouped}; the most: {} {unit}, case {} ({}). Dark bars hold a case that was not accepted.</figcaption></figure>",
        value(top),
        top.case,
        escape(top.verdict.code())
    );
}

/// The failing cases, grouped by verdict, each a link to its replay.
fn failures(out: &mut String, failures: &[FailedCase]) {
    if failures.is_empty() {
        let _ = writeln!(out, "<p>Every case was accepted.</p>");
        return;
    }
    let mut groups: BTreeMap<&str, Vec<&FailedCase>> = BTreeMap::new();
    for failure in failures {
        groups
            .entry(failure.measured.verdict.code())
            .or_default()
            .push(failure);
    }
    let _ = writeln!(
        out,
        "<section id=\"failures\">\n<h2>Cases not accepted, by verdict</h2>"
    );
    for (verdict, group) in groups {
        let verdict = escape(verdict);
        let _ = writeln!(
            out,
            "<h3 id=\"verdict-{verdict}\">{verdict}: {} case{}</h3>\n<ul>",
            group.len(),
            if group.len() == 1 { "" } else { "s" }
        );
        for failure in group {
            let case = failure.measured.case;
            let message = failure.message.as_deref().unwrap_or("");
            let first = message.lines().next().unwrap_or("");
            let _ = writeln!(
                out,
                "<li><a href=\"#case-{case}\">case {case}</a> ({} ms, {} KB): {}</li>",
                failure.measured.time_ms,
                failure.measured.memory_kb,
                escape(first)
            );
            if failure.replay.is_none() {
                let _ = writeln!(
                    out,
                    "<li class=\"unreplayed\" id=\"case-{case}\"><pre>{}</pre></li>",
                    escape(message)
                );
            }
        }
        let _ = writeln!(out, "</ul>");
    }
    let _ = writeln!(out, "</section>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttt_judge::parse_case;

    fn replay(text: &str, title: &str) -> CaseReplay {
        let case = parse_case(text.as_bytes(), None).expect("a case");
        CaseReplay::new(1, title.to_string(), &case, usize::MAX)
    }

    /// The JSON data a page embeds.
    fn embedded(page: &str) -> serde_json::Value {
        let start = page.find("id=\"ttt-data\">").expect("the data") + "id=\"ttt-data\">".len();
        let end = start + page[start..].find("</script>").expect("its end");
        serde_json::from_str(&page[start..end]).expect("JSON")
    }

    fn measured(case: usize, verdict: Verdict) -> Measured {
        Measured {
            case,
            verdict,
            time_ms: case as u64 % 50,
            memory_kb: 1000 + case as u64 % 7,
        }
    }

    #[test]
    fn a_report_counts_everything_and_replays_only_what_failed() {
        let wrong = replay(r#"[3, ["X","O"], ["X","O","X"], [0,0,0], [0,0,1]]"#, "case 2")
            .with_answer(
                Some(r#"[["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"],["IN_PROGRESS","IN_PROGRESS"]]"#),
                Some(1),
                Some("call 1: <script>alert(1)</script>"),
            );
        let mut cases: Vec<Measured> = (1..=100_000)
            .map(|c| measured(c, Verdict::Accepted))
            .collect();
        cases[1] = measured(2, Verdict::WrongAnswer);
        cases[2] = measured(3, Verdict::TimeLimit);
        let failures = vec![
            FailedCase {
                measured: measured(2, Verdict::WrongAnswer),
                message: Some("call 1: <img src=x onerror=alert(1)>".into()),
                replay: Some(wrong),
            },
            FailedCase {
                measured: measured(3, Verdict::TimeLimit),
                message: Some("no answer within 1 s".into()),
                replay: None,
            },
        ];
        let page = render(GradingPage {
            title: "grade <cases>".into(),
            facts: vec!["box: basic".into(), "limits: 1 s, 256 MB".into()],
            cases,
            failures,
        });
        assert!(page.len() < 100_000, "{} bytes", page.len());
        assert!(page.contains("<tr><td>AC</td><td>99998</td></tr>"));
        assert!(page.contains("summarises the 99998 accepted (AC)"));
        assert!(page.contains("<a href=\"#case-2\">case 2</a>"));
        assert!(
            page.contains("id=\"case-3\""),
            "a failure without a replay has its anchor"
        );
        assert!(page.contains("the highest of each 250 cases a bar"));
        assert!(!page.contains("<img") && page.matches("<script").count() == 2);
        let data = embedded(&page);
        assert_eq!(data.as_array().expect("replays").len(), 1);
        let solution = &data[0]["solution"];
        assert_eq!(solution["differs"], 1);
        assert_eq!(solution["steps"], serde_json::json!([0, 0, 0]));
        assert_eq!(
            data[0]["start"], 2,
            "opens at the board after the difference"
        );
    }
}
