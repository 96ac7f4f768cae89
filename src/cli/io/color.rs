//! When to colour what a person reads: `--color auto|always|never`, and
//! `NO_COLOR`. Machine output (results, SVG) is never coloured.

use std::io::{self, IsTerminal};

/// When to colour.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Color {
    /// When stdout is a terminal and `NO_COLOR` is unset or empty.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl Color {
    /// Whether to colour stdout, as `self` and the environment say.
    pub(crate) fn enabled(self) -> bool {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        match self {
            Color::Always => true,
            Color::Never => false,
            Color::Auto => !no_color && io::stdout().is_terminal(),
        }
    }
}
