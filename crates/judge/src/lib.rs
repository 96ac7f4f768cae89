//! `ttt_judge`: a reference judge for tic-tac-toe rule sets.
//!
//! The core of the `ttt-judge` command-line tool, with no files, streams or
//! terminals in it. One engine, the m,n,k-game ([`Game`]), serves three
//! problem statements ([`Variant`]): `multi` (K players, three in a row),
//! `fullline` (a whole line wins) and `classic` (3×3, A and B).
//!
//! What is public is what a user of the crate calls: the engine ([`Game`],
//! [`Rules`], [`Status`]); each variant's facts ([`variant`]); reading a
//! case ([`parse_case`], [`case`]) and writing one ([`case::write_case`]);
//! judging it ([`judge`], [`judge_and_write`], [`Judgement`], [`explain`]);
//! framing a stream of cases ([`input`]) and the one path from a record to
//! its output line ([`answer`]); and validating, generating, shrinking,
//! replaying and drawing cases ([`validate`], [`generate`], [`Replay`],
//! [`render`]). Everything else is `pub(crate)`: the crate warns on a `pub`
//! item no user can reach, and on a public item without documentation.
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
//! assert_eq!(game.status(), Status::InProgress);
//! ```
//!
//! Undo takes back the last accepted move, and only accepted moves: the
//! game is exactly as it was before that move, also when the move had ended
//! it. A rejected call changed nothing, so there is nothing to take back.
//!
//! ```
//! use ttt_judge::{Cell, Game, Rules, Status};
//!
//! let mut game = Game::new(Rules { size: 3, win_length: 3, marks: vec![b'X', b'O'] });
//! for (mark, row, col) in [(b'X', 0, 0), (b'O', 1, 0), (b'X', 0, 1), (b'O', 1, 1)] {
//!     game.play(mark, row, col)?;
//! }
//! assert_eq!(game.play(b'X', 0, 2), Ok(Status::Won(0)));
//! assert!(game.play(b'O', 1, 2).is_err()); // the game is over: rejected
//!
//! let undone = game.undo().expect("X's winning move");
//! assert_eq!(undone.cell, Cell { row: 0, col: 2 });
//! assert_eq!(game.status(), Status::InProgress);
//! assert_eq!(game.turn(), 0); // X is due again
//! assert_eq!(game.player_at(Cell { row: 0, col: 2 }), None);
//! assert_eq!(game.play(b'X', 2, 2), Ok(Status::InProgress));
//! # Ok::<(), ttt_judge::Rejection>(())
//! ```
//!
//! Replay a case step by step, looking at the game between steps:
//!
//! ```
//! use ttt_judge::{Rejection, Replay, Status, parse_case};
//!
//! let case = parse_case(br#"[3, ["A","B"], ["B","A","A"], [0,0,-1], [0,0,0]]"#, None)?;
//! let mut replay = Replay::new(&case);
//! assert_eq!(replay.total(), 3);
//! let first = replay.next().expect("three calls");
//! assert_eq!(first.result, Err(Rejection::WrongTurn));
//! assert!(replay.game().history().is_empty());
//! let second = replay.next().expect("three calls");
//! assert_eq!((second.mark, second.result), (b'A', Ok(Status::InProgress)));
//! assert_eq!(replay.game().history().len(), 1);
//! let reasons: Vec<_> = replay.map(|step| step.result).collect();
//! assert_eq!(reasons, [Err(Rejection::WrongTurn)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Explain a result: the seed's answer with the reasons behind it (the
//! shape is documented in [`explain`]):
//!
//! ```
//! use ttt_judge::{StatusFormat, judge, parse_case};
//!
//! let case = parse_case(br#"{"moves": [[0,0],[1,1],[0,1],[2,2],[0,2]]}"#, None)?;
//! let mut out = Vec::new();
//! judge(&case)?.write_explained(&mut out, StatusFormat::String);
//! assert_eq!(
//!     String::from_utf8(out)?,
//!     r#"{"variant":"classic","result":"A","end":{"move":4,"outcome":"WIN","winner":"A","line":{"kind":"row","index":0},"cells":[[0,0],[0,1],[0,2]]}}"#
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![warn(unreachable_pub, missing_docs)]

pub mod answer;
pub mod case;
pub mod engine;
pub mod generate;
pub mod input;
pub mod json_text;
pub mod judgement;
pub mod render;
pub mod replay;
pub mod validate;
pub mod variant;
pub mod verdict;

/// The README's Rust examples, compiled and run by `cargo test`.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct ReadmeExamples;

/// The library page's Rust examples, compiled and run by `cargo test`.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/LIBRARY.md")]
struct LibraryExamples;

pub use case::{Case, RuleError, parse_case};
pub use engine::{Cell, Game, Rejection, Rules, Status, Streak};
pub use judgement::explain::{self, BoardLine};
pub use judgement::{Judgement, StatusFormat, judge, judge_and_write};
pub use replay::{Played, Replay};
pub use variant::Variant;
pub use verdict::Verdict;
