//! `ttt-judge check`.
