//! Standard input and special files where Unix's questions cannot be
//! asked.

use std::fs::FileType;
use std::io;

/// Standard input is taken as open: a closed one cannot be told from an
/// empty one here.
pub fn stdin_is_open() -> io::Result<()> {
    Ok(())
}

/// What kind of file a file that is neither a regular file nor a folder is:
/// here, just that it is special.
pub fn special_kind(_kind: &FileType) -> &'static str {
    "a special file"
}
