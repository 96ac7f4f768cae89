//! One module a command: its help, its arguments and its `execute`.

pub mod check;
pub mod completions;
pub mod r#gen;
pub mod grade;
pub mod harness;
pub mod hunt;
pub mod man;
pub mod package;
pub mod regress;
pub mod run;
pub mod show;
pub mod validate;
