//! Grading a solution: making it runnable (`solution`) and running it on
//! cases under limits, with a verdict for each (`trial`).

pub mod solution;
pub mod trial;
