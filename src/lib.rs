//! `ttt_judge`: a reference judge for tic-tac-toe rule sets.
//!
//! The core of the `ttt-judge` command-line tool, with no files, streams or
//! terminals in it. One engine, the m,n,k-game ([`Game`]), serves three
//! problem statements ([`Variant`]): `multi` (K players, three in a row),
//! `fullline` (a whole line wins) and `classic` (3×3, A and B).
//!
//! Judge a case from its JSON text:
//!
//! ```
//! use ttt_judge::{judge, parse_case};
//!
//! let case = parse_case(br#"{"n": 3, "moves": [[0,0],[1,1],[0,1],[2,2],[0,2]]}"#, None)?;
//! let mut out = Vec::new();
//! judge(&case)?.write_json(&mut out);
//! assert_eq!(out, b"[0,0,0,0,1]");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Or play the engine directly:
//!
//! ```
//! use ttt_judge::{Game, Rejection, Rules, Status};
//!
//! let mut game = Game::new(Rules { size: 3, win_length: 3, marks: vec![b'X', b'O'] });
//! assert_eq!(game.play(b'O', 0, 0), Err(Rejection::WrongTurn));
//! assert_eq!(game.play(b'X', 0, 0), Ok(Status::InProgress));
//! assert_eq!(game.play(b'O', -1, 0), Err(Rejection::OutOfBounds));
//! ```

#![forbid(unsafe_code)]

mod board;
pub mod case;
pub mod engine;
mod fields;
pub mod generate;
pub mod json;
pub mod judge;
pub mod records;
pub mod validate;

pub use case::{Case, Variant, parse_case};
pub use engine::{Cell, Game, Rejection, Rules, Run, Status};
pub use judge::{Judgement, RuleError, judge};
