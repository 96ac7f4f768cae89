//! The cases the harnesses are tried on, in the named form the grader
//! sends: the seeds' fixtures, the edge fixtures, a few hand-made cases
//! and generated ones, with the judge's own answers.

use std::fs;
use std::path::Path;
use std::sync::OnceLock;

use serde_json::{Value, json};
use ttt_judge::Variant;

use super::super::{outcome, ttt_judge};

/// Cases a generic judge gets wrong: coordinates at the i64 extremes, marks
/// that need escaping, `\u` escapes, a `k` the API cannot take, K = 16.
const MULTI_EXTRA: &str = r#"{"n":3,"playerMarks":["X","O"],"players":["X","X","X","X"],"rows":[-9223372036854775808,9223372036854775807,-2147483648,1000000000],"cols":[0,0,2147483647,-1000000000]}
{"n":3,"playerMarks":["\u0041","\/","\"","\\"," "],"players":["A","/","\"","\\"," ","A"],"rows":[0,1,2,1,2,0],"cols":[0,0,0,1,1,1],"k":3}
{"n":3,"playerMarks":["X","O"],"players":["X","O","X","O","X","O","X","O","X","X"],"rows":[0,0,0,1,1,1,2,2,2,0],"cols":[0,1,2,0,1,2,1,0,2,0]}
{"n":3,"playerMarks":["a","b","c","d","e","f","g","h","i","j","k","l","m","n","o","p"],"players":["a","b","c"],"rows":[0,1,2],"cols":[0,0,0]}
"#;

/// Whole-board wins at the corners of the rules, and n = 1.
const FULLLINE_EXTRA: &str = r#"{"n":1,"moves":[[0,0]]}
{"n":2,"moves":[[0,1],[0,0],[1,0]]}
{"n":3,"moves":[[0,2],[0,0],[1,1],[1,0],[2,0]]}
"#;

/// Pending with no move, and a win on the ninth move.
const CLASSIC_EXTRA: &str = r#"{"moves":[]}
{"moves":[[0,0],[0,1],[0,2],[1,1],[1,0],[1,2],[2,1],[2,0],[2,2]]}
"#;

/// A variant's cases that the judge can judge, one named case a line, and
/// the judge's answers to them, computed once.
pub fn cases(variant: Variant) -> &'static (String, String) {
    static CASES: [OnceLock<(String, String)>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let index = Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .expect("a variant");
    CASES[index].get_or_init(|| {
        let all = collect(variant);
        let (answers, _, _) = outcome(ttt_judge().arg("run").write_stdin(all.clone()));
        assert_eq!(
            answers.lines().count(),
            all.lines().count(),
            "one answer a case"
        );
        // The edge fixtures hold cases the judge refuses; no solution is asked those.
        let judged = all.lines().zip(answers.lines());
        let judged = judged.filter(|(_, answer)| !answer.starts_with("{\"error\""));
        judged.fold(
            Default::default(),
            |(mut cases, mut answers), (case, answer)| {
                cases.extend([case, "\n"]);
                answers.extend([answer, "\n"]);
                (cases, answers)
            },
        )
    })
}

/// Every case for `variant`, as JSON Lines.
fn collect(variant: Variant) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut values: Vec<Value> = Vec::new();
    let mut seeds: Vec<_> = fs::read_dir(root.join("fixtures/seeds"))
        .expect("the seed fixtures")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with(&format!("{variant}-")) && !name.ends_with(".expected.json")
        })
        .collect();
    seeds.sort();
    for path in seeds {
        values.push(parse(&fs::read_to_string(path).expect("a seed fixture")));
    }
    values.extend(lines(&root.join(format!("fixtures/edges/{variant}.jsonl"))));
    if variant == Variant::Multi {
        let marks = lines(&root.join("fixtures/edges/multi-marks.jsonl"));
        values.extend(marks.into_iter().map(|fixture| fixture["input"].clone()));
    }
    let extra = match variant {
        Variant::Multi => MULTI_EXTRA,
        Variant::FullLine => FULLLINE_EXTRA,
        Variant::Classic => CLASSIC_EXTRA,
    };
    values.extend(extra.lines().map(parse));
    let mut text: String = values
        .iter()
        .map(|v| format!("{}\n", named(variant, v)))
        .collect();
    text.push_str(&generated(variant));
    text
}

/// The values of a JSON Lines file.
fn lines(path: &Path) -> Vec<Value> {
    let text = fs::read_to_string(path).expect("an edge fixture");
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(parse)
        .collect()
}

fn parse(text: &str) -> Value {
    serde_json::from_str(text).expect("a fixture is JSON")
}

/// A case in the named form, from either form.
fn named(variant: Variant, case: &Value) -> Value {
    let Value::Array(items) = case else {
        return case.clone();
    };
    match variant {
        Variant::Multi => json!({
            "n": items[0], "playerMarks": items[1], "players": items[2],
            "rows": items[3], "cols": items[4],
        }),
        Variant::FullLine => json!({"n": items[0], "moves": items[1]}),
        Variant::Classic => json!({ "moves": case }),
    }
}

/// Cases from `ttt-judge gen`: random play and each special mode,
/// including the largest cases the statements allow.
fn generated(variant: Variant) -> String {
    let modes: &[(&str, &str)] = &[
        ("random", "120"),
        ("tie", "10"),
        ("edge-wins", "40"),
        ("late-win", "10"),
        ("max", "1"),
    ];
    let mut text = String::new();
    for (mode, count) in modes {
        let args = [
            "gen",
            "--variant",
            variant.name(),
            "--mode",
            mode,
            "--count",
            count,
        ];
        let (cases, stderr, code) = outcome(ttt_judge().args(args).args(["--seed", "11"]));
        assert_eq!((stderr.as_str(), code), ("", 0), "gen {mode}");
        text.push_str(&cases);
    }
    if variant == Variant::Multi {
        let args = [
            "gen",
            "--variant",
            "multi",
            "--i32-extremes",
            "--count",
            "30",
        ];
        text.push_str(&outcome(ttt_judge().args(args)).0);
    }
    text
}
