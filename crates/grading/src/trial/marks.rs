//! The `--- case N ---` lines a harness writes on stderr before each case
//! count the cases of its own run from 1, and a run is one batch of the
//! input (or one case of it): they are given the cases' numbers in the
//! whole input before any report shows them, so that the output of case
//! 812 says `--- case 812 ---` whatever batch it ran in.

/// `stderr` with each whole line `--- case K ---` given the number in the
/// whole input of the run's K-th case, `numbers[K - 1]`; a K the run does
/// not have is left as it is.
pub(super) fn renumbered(stderr: String, numbers: &[usize]) -> String {
    if !stderr.contains("--- case ") {
        return stderr;
    }
    let mut out = String::with_capacity(stderr.len() + 16);
    for line in stderr.split_inclusive('\n') {
        let (text, end) = match line.strip_suffix('\n') {
            Some(text) => (text, "\n"),
            None => (line, ""),
        };
        let number = text
            .strip_prefix("--- case ")
            .and_then(|rest| rest.strip_suffix(" ---"))
            .and_then(|k| k.parse::<usize>().ok())
            .and_then(|k| numbers.get(k.checked_sub(1)?));
        match number {
            Some(number) => out.push_str(&format!("--- case {number} ---{end}")),
            None => out.push_str(line),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cases_of_a_run_are_given_their_numbers_in_the_whole_input() {
        let stderr = "se 1 ---\n--- case 1 ---\ndebug\n--- case 2 ---\n--- case 3 ---\nTraceback";
        assert_eq!(
            renumbered(stderr.to_string(), &[101, 102]),
            "se 1 ---\n--- case 101 ---\ndebug\n--- case 102 ---\n--- case 3 ---\nTraceback"
        );
        assert_eq!(renumbered("boom\n".to_string(), &[7]), "boom\n");
    }
}
