use super::*;
use crate::parse_case;

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

#[test]
fn json_in_a_script_element_cannot_end_it() {
    let json = r#"["</script><script>alert(1)</script>","<!--","a&b","\u2028\u2029"]"#;
    let safe = script_safe(
        &serde_json::to_string(&serde_json::json!([
            "</script><script>alert(1)</script>",
            "<!--",
            "a&b",
            "\u{2028}\u{2029}"
        ]))
        .expect("JSON"),
    );
    for bad in ['<', '>', '&', '\u{2028}', '\u{2029}'] {
        assert!(!safe.contains(bad), "{safe}");
    }
    let back: serde_json::Value = serde_json::from_str(&safe).expect("still JSON");
    let expected: serde_json::Value = serde_json::from_str(json).expect("JSON");
    assert_eq!(back, expected);
}

#[test]
fn a_hostile_title_and_marks_stay_text() {
    let title = "</script><script>alert(1)</script><img src=x onerror=alert(2)>";
    let case = replay(
        r#"{"n": 3, "playerMarks": ["<","&",">"], "players": ["<","&",">","<"], "rows": [0,0,0,1], "cols": [0,1,2,0]}"#,
        title,
    );
    let page = page(title, &[case]);
    assert_eq!(
        page.matches("<script").count(),
        2,
        "only the page's own scripts"
    );
    assert_eq!(page.matches("</script>").count(), 2);
    assert!(!page.contains("<img"), "no element from the title");
    assert!(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)"));
    let data = embedded(&page);
    assert_eq!(data[0]["title"], title);
    assert_eq!(data[0]["symbols"], serde_json::json!(["<", "&", ">"]));
}

#[test]
fn every_step_is_a_few_numbers_and_a_rejection_points_to_its_reason() {
    let page = page(
        "t",
        &[replay(
            r#"[3, ["A","B"], ["B","A","A"], [0,0,-1], [0,0,0]]"#,
            "case 1",
        )],
    );
    let data = embedded(&page);
    let game = &data[0];
    assert_eq!(game["unit"], "call");
    assert_eq!(game["board"], "multi 3×3, 3 in a row wins");
    let steps = game["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0].as_array().expect("a step").len(), 6, "rejected");
    assert_eq!(steps[1].as_array().expect("a step").len(), 5, "accepted");
    let reason = |step: usize| {
        let i = steps[step][5].as_u64().expect("an index") as usize;
        game["texts"][i].as_str().expect("a text").to_string()
    };
    assert_eq!(reason(0), "INVALID, WRONG_TURN ('A' is due)");
    assert_eq!(
        reason(2),
        "INVALID, WRONG_TURN ('B' is due); also OUT_OF_BOUNDS (off the 3×3 board)"
    );
    let result =
        |step: usize| &game["results"][steps[step][3].as_u64().expect("an index") as usize];
    assert_eq!(result(0), &serde_json::json!(["INVALID", "IN_PROGRESS"]));
    assert_eq!(
        result(1),
        &serde_json::json!(["IN_PROGRESS", "IN_PROGRESS"])
    );
    assert_eq!(game["windows"], serde_json::json!([]));
    assert_eq!(game["start"], 3);
}

#[test]
fn a_huge_board_carries_windows_and_exact_coordinates() {
    let game = replay(
        r#"{"n": 9223372036854775807, "playerMarks": ["X","O"], "players": ["X","O","X"], "rows": [9223372036854775806,5,0], "cols": [9223372036854775806,5,-1]}"#,
        "huge",
    );
    let data = serde_json::to_value(&game).expect("JSON");
    assert_eq!(data["n"], "9223372036854775807", "beyond 2^53: a string");
    assert_eq!(data["steps"][0][0], "9223372036854775806");
    assert_eq!(data["steps"][1][0], 5);
    assert_eq!(data["cap"], 25);
    let windows = data["windows"].as_array().expect("windows");
    assert_eq!(
        windows[0],
        serde_json::json!([0, 0, 0, 2]),
        "the corner first"
    );
    assert_eq!(
        windows[1],
        serde_json::json!([1, "9223372036854775782", "9223372036854775782", 1]),
        "then the last accepted move, wherever it goes"
    );
    assert_eq!(windows.len(), 2);
}

#[test]
fn a_refused_case_is_still_replayed_and_its_win_found() {
    let data = serde_json::to_value(replay(
        r#"{"n": 3, "moves": [[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]}"#,
        "after the win",
    ))
    .expect("JSON");
    assert!(
        data["refused"]
            .as_str()
            .expect("refused")
            .contains("moves[5]"),
        "{}",
        data["refused"]
    );
    assert_eq!(data["results"], serde_json::json!([]));
    assert_eq!(data["steps"][0][3], -1);
    assert_eq!(data["end"]["step"], 4);
    assert_eq!(
        data["end"]["cells"],
        serde_json::json!([[0, 0], [0, 1], [0, 2]])
    );
    let classic = serde_json::to_value(replay(r#"[[0,0],[1,1]]"#, "classic")).expect("JSON");
    assert_eq!(classic["answer"], "Pending");
    assert_eq!(classic["names"], serde_json::json!(["A (X)", "B (O)"]));
}
