//! Arguments that several commands share, declared once.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use ttt_judge::Variant;

/// `--variant`: read every case as one variant.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct VariantArg {
    /// Read every case as this variant instead of telling it from its shape.
    #[arg(long, value_name = "VARIANT", value_parser = variant_parser())]
    pub variant: Option<Variant>,
}

/// The variants' names, listed in `--help` and completed by shells.
pub fn variant_parser() -> impl TypedValueParser<Value = Variant> {
    let names = Variant::ALL.map(Variant::name);
    PossibleValuesParser::new(names).map(|name| {
        name.parse::<Variant>()
            .expect("the parser accepts only the variants' names")
    })
}

/// `--jobs`: how many threads judge.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct JobsArg {
    /// Judge on this many threads (default: one per core); the output is
    /// the same, in the same order, whatever the number. More than four a
    /// core (and more than 64) are not started: the judge says so and uses
    /// that many.
    #[arg(long, short = 'j', value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,
}

impl JobsArg {
    /// The number of threads to judge on, with a note on stderr when the
    /// number asked for is more than the machine can use.
    pub fn threads(&self) -> usize {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let most = (4 * cores).max(64);
        match self.jobs {
            None => cores,
            Some(asked) if asked > most => {
                super::io::warn(&format!(
                    "--jobs {asked} is more threads than this machine can use ({cores} cores); judging on {most}"
                ));
                most
            }
            Some(asked) => asked,
        }
    }
}

/// A number of threads: 1 or more.
fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("the number of threads must be at least 1".into()),
        Ok(jobs) => Ok(jobs),
        Err(_) if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
            Err("the number of threads is too large".into())
        }
        Err(_) => Err("expected a number of threads, such as 4".into()),
    }
}
