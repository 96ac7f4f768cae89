//! What `--bless` says it changed in a file: `rewrote (cases 2, 5 and 9
//! changed)`.

/// `cases 2, 5 and 9`, listing at most ten numbers.
pub(super) fn case_list(numbers: &[usize]) -> String {
    let shown: Vec<String> = numbers.iter().take(10).map(usize::to_string).collect();
    let word = if numbers.len() == 1 { "case" } else { "cases" };
    match numbers.len() {
        0 => "no case".to_string(),
        n if n > 10 => format!("{word} {} and {} more", shown.join(", "), n - 10),
        _ => format!("{word} {}", and_list(&shown)),
    }
}

fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
