//! Each version's files, on a fake cgroup tree in a temporary folder: what
//! is written where, and what is read back.

use std::fs;
use std::path::Path;
use std::time::Duration;

use super::{Caps, Layout, field};

/// A fake cgroup folder holding `files`.
fn folder(root: &Path, name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = root.join(name);
    fs::create_dir_all(&dir).expect("a folder");
    for (file, text) in files {
        fs::write(dir.join(file), text).expect("a file");
    }
    dir
}

fn read(dir: &Path, file: &str) -> String {
    fs::read_to_string(dir.join(file)).unwrap_or_default()
}

#[test]
fn version_2_writes_its_limits_and_reads_its_usage_from_one_folder() {
    let root = tempfile::tempdir().expect("a scratch folder");
    let dir = folder(
        root.path(),
        "box",
        &[
            ("memory.swap.max", "max\n"),
            ("memory.peak", "12582912\n"),
            ("memory.current", "4096\n"),
            (
                "cpu.stat",
                "usage_usec 1500000\nuser_usec 1000000\nsystem_usec 500000\n",
            ),
            ("memory.events", "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n"),
            ("pids.events", "max 2\n"),
            ("cgroup.procs", "41\n42\n"),
        ],
    );
    let layout = Layout::V2 { dir: dir.clone() };
    let caps = Caps {
        memory_bytes: 256 << 20,
        processes: 64,
    };
    layout.limit(&caps).expect("limits");
    assert_eq!(read(&dir, "memory.max"), "268435456");
    assert_eq!(read(&dir, "memory.swap.max"), "0");
    assert_eq!(read(&dir, "pids.max"), "64");
    assert_eq!(layout.cpu(), Duration::from_millis(1500));
    assert_eq!(layout.peak_bytes(), 12 << 20);
    assert_eq!((layout.oom_kills(), layout.refused()), (1, 2));
    assert_eq!(layout.procs(), [41, 42]);
    layout.kill();
    assert_eq!(read(&dir, "cgroup.kill"), "1");
    let joiners = layout.joiners().expect("cgroup.procs opens");
    std::io::Write::write_all(&mut &joiners[0], b"0").expect("written");
    assert!(read(&dir, "cgroup.procs").starts_with('0'));
    // Without memory.peak (before Linux 5.19), what it holds now.
    fs::remove_file(dir.join("memory.peak")).expect("removed");
    assert_eq!(layout.peak_bytes(), 4096);
}

#[test]
fn version_2_children_get_the_controllers() {
    let root = tempfile::tempdir().expect("a scratch folder");
    let base = Layout::V2 {
        dir: root.path().join("base"),
    };
    base.create(true).expect("made");
    assert_eq!(
        read(&root.path().join("base"), "cgroup.subtree_control"),
        "+memory +pids"
    );
    let child = base.join("box-0");
    child.create(false).expect("made");
    assert_eq!(child.dirs(), [root.path().join("base/box-0")]);
    assert!(
        !root
            .path()
            .join("base/box-0/cgroup.subtree_control")
            .exists()
    );
}

#[test]
fn version_1_has_a_folder_per_controller() {
    let root = tempfile::tempdir().expect("a scratch folder");
    let memory = folder(
        root.path(),
        "memory",
        &[
            ("memory.memsw.limit_in_bytes", ""),
            ("memory.max_usage_in_bytes", "8388608\n"),
            (
                "memory.oom_control",
                "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n",
            ),
        ],
    );
    let pids = folder(root.path(), "pids", &[("pids.events", "max 0\n")]);
    let cpuacct = folder(root.path(), "cpuacct", &[("cpuacct.usage", "2000000\n")]);
    let layout = Layout::V1 {
        memory: memory.clone(),
        pids: pids.clone(),
        cpuacct,
    };
    let caps = Caps {
        memory_bytes: 1 << 20,
        processes: 0,
    };
    layout.limit(&caps).expect("limits");
    assert_eq!(read(&memory, "memory.limit_in_bytes"), "1048576");
    assert_eq!(read(&memory, "memory.memsw.limit_in_bytes"), "1048576");
    assert!(!pids.join("pids.max").exists(), "no process limit asked");
    assert_eq!(layout.cpu(), Duration::from_millis(2));
    assert_eq!(layout.peak_bytes(), 8 << 20);
    assert_eq!((layout.oom_kills(), layout.refused()), (3, 0));
    layout.kill();
    assert!(!memory.join("cgroup.kill").exists());
}

#[test]
fn fields_are_read_by_name() {
    let text = "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n";
    assert_eq!(field(text, "oom_kill"), 2);
    assert_eq!(field(text, "max"), 0);
}
