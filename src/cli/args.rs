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
fn variant_parser() -> impl TypedValueParser<Value = Variant> {
    let names = Variant::ALL.map(Variant::name);
    PossibleValuesParser::new(names).map(|name| {
        name.parse::<Variant>()
            .expect("the parser accepts only the variants' names")
    })
}
