//! `ttt-judge grade --html`: the report as a page, beside the table. What
//! the page shows in a browser is checked by `browser.rs`.

use crate::{outcome, ttt_judge};

/// The JSON data a page embeds.
fn embedded(page: &str) -> serde_json::Value {
    let tag = "<script type=\"application/json\" id=\"ttt-data\">";
    let start = page.find(tag).expect("the data") + tag.len();
    let end = start + page[start..].find("</script>").expect("its end");
    serde_json::from_str(&page[start..end]).expect("JSON")
}

#[test]
fn a_report_page_summarises_every_case_and_replays_the_failing_ones() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let cases = dir.path().join("cases.jsonl");
    // No case is answered right by the solution below.
    std::fs::write(
        &cases,
        "[3, [\"X\",\"O\"], [\"X\",\"O\"], [0,0], [0,0]]\n[[0,0],[1,1]]\n{\"n\": 3, \"moves\": [[0,0],[1,1]]}\n",
    )
    .expect("the cases");
    let page = dir.path().join("report.html");
    // Every answer is the same line, text that would be markup in a page.
    let hostile = r#"[["</script><script>window.pwned=1</script>","<img src=x onerror=alert(2)>"],["IN_PROGRESS","IN_PROGRESS"]]"#;
    let script = format!("while read -r line; do printf '%s\\n' '{hostile}'; done");
    let (stdout, _, code) = outcome(ttt_judge().args([
        "grade",
        &cases.to_string_lossy(),
        "--html",
        &page.to_string_lossy(),
        "--",
        "sh",
        "-c",
        &script,
    ]));
    assert_eq!(code, 1, "{stdout}");
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("3 cases graded; this page summarises the 0 accepted (AC)"));
    assert!(html.contains("<tr><td>PE</td><td>2</td></tr>"), "{html}");
    assert!(html.contains("<tr><td>WA</td><td>1</td></tr>"), "{html}");
    assert!(
        html.contains(
            "limits per case: 2 s of CPU time (6 s of wall-clock time), 256 MB of memory, 64 MB of output, 64 processes"
        )
    );
    assert!(html.contains("<li>sandbox: "), "the box's level");
    for case in 1..=3 {
        assert!(html.contains(&format!("<a href=\"#case-{case}\">case {case}</a>")));
    }
    assert_eq!(
        html.matches("<script").count(),
        2,
        "only the page's own scripts"
    );
    assert!(!html.contains("<img"));
    let data = embedded(&html);
    let replays = data.as_array().expect("replays");
    assert_eq!(replays.len(), 3);
    let multi = &replays[0]["solution"];
    assert_eq!(multi["differs"], 0, "the first call differs");
    assert_eq!(
        multi["values"][0],
        serde_json::json!([
            "</script><script>window.pwned=1</script>",
            "<img src=x onerror=alert(2)>"
        ])
    );
}
