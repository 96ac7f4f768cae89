//! A bot over in-memory streams, and duels: its answers read bounded, the
//! built-in perfect bot passing, and the first failure said with its game,
//! its move and why.

use std::io::Cursor;

use crate::builtin::{Builtin, Kind};
use crate::duel::{Duel, Failure, What};
use crate::player::{Deadline, Player, Reason};
use crate::protocol::{JsonLines, Message};
use crate::stream::{StreamLimits, StreamPlayer};

fn stream(input: &str, limits: StreamLimits) -> StreamPlayer<Cursor<Vec<u8>>, Vec<u8>> {
    StreamPlayer::new(
        Cursor::new(input.as_bytes().to_vec()),
        Vec::new(),
        Box::new(JsonLines),
        limits,
    )
}

const DEADLINE: Deadline = Deadline {
    move_time: std::time::Duration::from_secs(1),
    bank_left: std::time::Duration::ZERO,
};

const GAME: Message<'static> = Message::NewGame { game: 1 };

#[test]
fn a_stream_player_reads_its_answers_bounded() {
    let limits = StreamLimits {
        line_bytes: 8,
        lines: 4,
    };
    let mut player = stream("[1, 2]\r\n[0,0]\nxyz\n[123456, 1]\n", limits);
    assert_eq!(player.ask(&GAME, DEADLINE).map(|a| a.at), Ok((1, 2)));
    assert_eq!(player.ask(&GAME, DEADLINE).map(|a| a.at), Ok((0, 0)));
    let fault = player.ask(&GAME, DEADLINE).expect_err("garbage");
    assert_eq!(
        (fault.reason, fault.detail.as_str()),
        (Reason::Garbage, "\"xyz\"")
    );
    let fault = player.ask(&GAME, DEADLINE).expect_err("too long");
    assert_eq!(
        (fault.reason, fault.detail.as_str()),
        (Reason::Garbage, "a line of more than 8 bytes")
    );
    let mut player = stream("[0,0]\n[0,1]\n", StreamLimits { lines: 1, ..limits });
    assert!(player.ask(&GAME, DEADLINE).is_ok());
    let fault = player.ask(&GAME, DEADLINE).expect_err("too many lines");
    assert_eq!(
        (fault.reason, fault.detail.as_str()),
        (Reason::Output, "wrote more than 1 lines")
    );
    let fault = stream("", limits).ask(&GAME, DEADLINE).expect_err("closed");
    assert_eq!(
        (fault.reason, fault.detail.as_str()),
        (Reason::Crash, "closed its output")
    );
    assert!(!stream("", limits).broken());
}

fn duel(opponent: Kind, games: u32) -> Duel {
    Duel {
        n: 3,
        k: 3,
        opponent,
        games,
        seed: 1,
    }
}

#[test]
fn the_perfect_bot_passes_every_duel_on_3x3() {
    for opponent in Kind::ALL {
        let passed = duel(opponent, 10)
            .play(Box::new(Builtin::new(Kind::Perfect)))
            .expect("the perfect bot never loses");
        assert_eq!(passed.games, 20);
        assert_eq!(passed.won + passed.drawn, 20);
    }
}

#[test]
fn a_duel_fails_at_the_first_game_lost_or_move_rejected() {
    let Err(failure) = duel(Kind::Perfect, 5).play(Box::new(Builtin::new(Kind::Random))) else {
        panic!("random loses to perfect");
    };
    assert!(matches!(failure.what, What::Lost { .. }), "{failure:?}");
    let answers = "[0,0]\n".repeat(4);
    let player = stream(&answers, StreamLimits::default());
    let failure = duel(Kind::Greedy, 1)
        .play(Box::new(player))
        .expect_err("occupied");
    assert_eq!(
        failure.to_string(),
        "game 1 of 2 (you are X, builtin:greedy is O): your move 3 at (0, 0) is rejected: \
         occupied; the board: X.O/.../..."
    );
    let Failure { game, seat, .. } = failure;
    assert_eq!((game, seat), (1, 0));
}

#[test]
fn a_duel_is_read_from_its_test_file_and_written_back() {
    let text = "{\"n\":4,\"k\":3,\"opponent\":\"perfect\",\"games\":2,\"seed\":9}";
    let read = Duel::parse(text.as_bytes()).expect("a duel");
    assert_eq!(read.canonical(), text);
    for (bad, why) in [
        ("[]", "not a JSON object"),
        ("{\"n\":3}", "no key \"k\""),
        (
            "{\"n\":3,\"k\":3,\"opponent\":\"random\",\"games\":1,\"seed\":1,\"x\":0}",
            "unknown key \"x\" (a duel has n, k, opponent, games and seed)",
        ),
        (
            "{\"n\":3,\"k\":4,\"opponent\":\"random\",\"games\":1,\"seed\":1}",
            "k 4: expected 3 to n (3)",
        ),
        (
            "{\"n\":3,\"k\":3,\"opponent\":\"random\",\"games\":-1,\"seed\":1}",
            "games: expected a whole number",
        ),
    ] {
        assert_eq!(
            Duel::parse(bad.as_bytes()).map_err(|e| e.to_string()),
            Err(why.to_string()),
            "{bad}"
        );
    }
}
