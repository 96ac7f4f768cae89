//! One module a command: its help, its arguments and its `execute`.

pub mod check;
pub mod completions;
pub mod r#gen;
#[cfg(unix)]
pub mod grade;
pub mod harness;
#[cfg(unix)]
pub mod hunt;
pub mod man;
#[cfg(unix)]
pub mod package;
pub mod regress;
pub mod run;
pub mod show;
pub mod validate;
