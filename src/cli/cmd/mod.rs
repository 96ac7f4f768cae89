//! One module a command: its help, its arguments and its `execute`.

#[cfg(unix)]
pub(super) mod arena;
pub(super) mod check;
pub(super) mod completions;
pub(super) mod r#gen;
pub(super) mod grade;
pub(super) mod harness;
pub(super) mod hunt;
pub(super) mod interact;
pub(super) mod man;
pub(super) mod package;
pub(super) mod run;
pub(super) mod show;
pub(super) mod test;
pub(super) mod validate;
