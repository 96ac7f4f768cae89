//! `ttt-judge show --format html`: one self-contained page for every case
//! (or the one asked for), the same errors as `show` for bad input, and
//! text from cases that stays text. The page's behaviour in a browser is
//! checked by `browser.rs`.

use crate::{outcome, ttt_judge};

const CASES: &str = "tests/renders/cases.jsonl";

fn show(args: &[&str], stdin: &str) -> (String, String, i32) {
    outcome(ttt_judge().arg("show").args(args).write_stdin(stdin))
}

/// The JSON data a page embeds.
fn embedded(page: &str) -> serde_json::Value {
    let tag = "<script type=\"application/json\" id=\"ttt-data\">";
    let start = page.find(tag).expect("the data") + tag.len();
    let end = start + page[start..].find("</script>").expect("its end");
    serde_json::from_str(&page[start..end]).expect("JSON")
}

#[test]
fn a_page_replays_every_case_or_the_one_asked_for() {
    let (page, stderr, code) = show(&[CASES, "--format", "html"], "");
    assert_eq!((stderr.as_str(), code), ("", 0));
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"en\">\n"));
    assert!(page.ends_with("</html>\n"));
    assert!(page.contains("Content-Security-Policy\" content=\"default-src 'none';"));
    assert!(
        !page.contains("http://") || page.matches("http://").count() == 1,
        "only the SVG namespace"
    );
    assert!(!page.contains("https://"), "nothing fetched");
    let data = embedded(&page);
    let titles: Vec<&str> = data
        .as_array()
        .expect("a list")
        .iter()
        .map(|c| c["title"].as_str().expect("a title"))
        .collect();
    assert_eq!(titles.len(), 10);
    assert_eq!(titles[2], "case 3 (tests/renders/cases.jsonl:3)");
    let (one, _, code) = show(
        &[CASES, "--format", "html", "--case", "7", "--step", "1"],
        "",
    );
    assert_eq!(code, 0);
    let data = embedded(&one);
    assert_eq!(data.as_array().expect("a list").len(), 1);
    assert_eq!(
        (data[0]["number"].as_u64(), data[0]["start"].as_u64()),
        (Some(7), Some(1))
    );
    assert_eq!(data[0]["n"], 1_000_000_000);
    assert_eq!(data[0]["cap"], 25);
}

#[test]
fn bad_input_is_the_error_show_gives() {
    let cases: [(&[&str], &str); 5] = [
        (&[CASES, "--case", "999"], ""),
        (&[CASES, "--case", "1", "--step", "6"], ""),
        (&[], ""),
        (&[], "{\"n\": 3, \"moves\": [[0,0]], \"k\": 3}"),
        (&["tests/renders/no-such-file.jsonl"], ""),
    ];
    for (args, stdin) in cases {
        let text = show(args, stdin);
        let html_args: Vec<&str> = args.iter().copied().chain(["--format", "html"]).collect();
        let (stdout, stderr, code) = show(&html_args, stdin);
        assert_eq!((stdout.as_str(), code), ("", 2), "show {html_args:?}");
        assert_eq!(stderr, text.1, "show {html_args:?} says what show says");
    }
    let (stdout, stderr, code) = show(&[CASES, "--format", "html", "--step", "7"], "");
    assert_eq!((stdout.as_str(), code), ("", 2));
    assert_eq!(
        stderr,
        "ttt-judge: case 1 has 5 steps; --step must be 0 to 5, or all\n"
    );
    let (_, stderr, code) = show(&[CASES, "--format", "html", "--step", "all"], "");
    assert_eq!(code, 2);
    assert!(stderr.contains("--step all: the page steps through every call itself"));
}

#[test]
fn marks_and_names_that_look_like_markup_stay_text() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let folder = dir
        .path()
        .join("</script><script>alert(1)</script>")
        .join("<img src=x onerror=alert(2)>");
    std::fs::create_dir_all(&folder).expect("a hostile folder name");
    let file = folder.join("\u{2028}&amp;.jsonl");
    std::fs::write(
        &file,
        "{\"n\": 3, \"playerMarks\": [\"<\",\">\",\"&\",\"/\"], \"players\": [\"<\",\">\",\"&\",\"/\"], \"rows\": [0,0,0,0], \"cols\": [0,1,2,9]}\n",
    )
    .expect("a case");
    let path = file.to_str().expect("a UTF-8 path");
    let (page, stderr, code) = show(&[path, "--format", "html"], "");
    assert_eq!((stderr.as_str(), code), ("", 0));
    assert_eq!(
        page.matches("<script").count(),
        2,
        "only the page's own scripts"
    );
    assert_eq!(page.matches("</script>").count(), 2);
    assert!(!page.contains("<img"));
    let raw = page
        .split("id=\"ttt-data\">")
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .expect("the data");
    for c in ['<', '>', '&', '\u{2028}', '\u{2029}'] {
        assert!(!raw.contains(c), "{c:?} escaped in the data");
    }
    let data = embedded(&page);
    assert_eq!(data[0]["symbols"], serde_json::json!(["<", ">", "&", "/"]));
    assert!(
        data[0]["title"].as_str().expect("a title").contains(
            "</script><script>alert(1)</script>/<img src=x onerror=alert(2)>/\u{2028}&amp;.jsonl"
        ),
        "{}",
        data[0]["title"]
    );
    assert!(
        page.contains("<title>ttt-judge replay: "),
        "the title escaped"
    );
    assert!(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;/&lt;img"));
}
