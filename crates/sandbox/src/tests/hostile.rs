//! The strict box against a program that acts as root would: each test is
//! one attack, and passes when the attack fails, the machine is unchanged
//! and the verdict's facts are right. Where the judge is not root (and
//! the box cannot be given a uid of its own) the tests that need it say
//! they skipped.

use std::os::fd::AsRawFd;
use std::path::Path;

use super::strict::{sh, strict};
use super::{Limits, Sandbox, brief, have, limits, run_in, text};

/// The strict sandbox of a judge running as root, or `None` with a
/// message saying the test is skipped.
fn as_root() -> Option<Sandbox> {
    if !rustix::process::geteuid().is_root() {
        super::skip("the judge is not root here: boxes run as its own user");
        return None;
    }
    strict()
}

/// Runs the Python `code` in the box, which prints a line for each call it
/// makes, ending with the call's result and errno: `count` lines, each a
/// call refused with `EPERM` (`-1 1`).
fn assert_refused(sandbox: &Sandbox, code: &str, count: usize) {
    let run = run_in(sandbox, "python3", &["-c", code], b"", &limits(10));
    let lines = text(&run);
    assert_eq!(lines.len(), count, "{}", brief(&run));
    for line in lines {
        assert!(line.ends_with(" -1 1"), "not refused with EPERM: {line}");
    }
}

#[test]
fn a_box_runs_as_a_uid_of_its_own_with_no_capability() {
    let Some(sandbox) = as_root() else { return };
    let script = "id -u; id -g; id -G; grep -E '^Cap(Prm|Eff|Bnd|Amb)' /proc/self/status; \
                  grep NoNewPrivs /proc/self/status";
    let run = sh(&sandbox, script, &limits(5));
    let lines = text(&run);
    let uid: u32 = lines[0].parse().expect("a uid");
    assert!((61000..62000).contains(&uid), "{}", brief(&run));
    assert_eq!(lines[1], lines[0]);
    assert_eq!(lines[2], lines[0], "no supplementary group");
    for caps in &lines[3..7] {
        assert!(caps.ends_with("\t0000000000000000"), "{caps}");
    }
    assert_eq!(lines[7], "NoNewPrivs:\t1");
}

#[test]
fn a_box_cannot_mount_unmount_or_make_namespaces() {
    let Some(sandbox) = as_root() else { return };
    let script = "mount -o remount,bind,rw /usr 2>/dev/null && echo remounted-usr; \
        mount -o remount,rw /etc 2>/dev/null && echo remounted-etc; \
        umount /etc 2>/dev/null && echo unmounted-etc; \
        mkdir -p /tmp/cg; mount -t cgroup -o memory none /tmp/cg 2>/dev/null && echo cgroup; \
        mount -t cgroup2 none /tmp/cg 2>/dev/null && echo cgroup2; \
        mount -t tmpfs none /tmp/cg 2>/dev/null && echo tmpfs; \
        unshare -U true 2>/dev/null && echo userns; unshare -rm true 2>/dev/null && echo mountns; \
        touch /usr/local/ttt-judge-escaped 2>/dev/null && echo wrote-usr; echo done";
    let run = sh(&sandbox, script, &limits(10));
    assert_eq!(text(&run), ["done"], "{}", brief(&run));
    assert!(!Path::new("/usr/local/ttt-judge-escaped").exists());
}

#[test]
fn the_kernel_s_settings_and_the_cgroups_are_out_of_reach() {
    let Some(sandbox) = strict() else { return };
    let script = "for f in /proc/sys/kernel/core_pattern /proc/sys/kernel/threads-max \
        /proc/sysrq-trigger; do (echo 1 > $f) 2>/dev/null && echo wrote $f; done; \
        test -e /sys && echo sees-sys; grep -v ':/$' /proc/self/cgroup; echo done";
    let run = sh(&sandbox, script, &limits(5));
    assert_eq!(text(&run), ["done"], "{}", brief(&run));
}

#[test]
fn the_system_calls_of_no_solution_s_business_are_refused() {
    let Some(sandbox) = strict() else { return };
    if !have("python3") {
        return;
    }
    // Each call with arguments it would take, its errno printed.
    let calls: Vec<String> = crate::boxed::refused()
        .map(|(name, number)| format!("('{name}', {number})"))
        .collect();
    let code = format!(
        "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n\
         for name, number in [{}]:\n\
         \x20   ctypes.set_errno(0)\n\
         \x20   r = libc.syscall(number, 0, 0, 0, 0, 0)\n\
         \x20   print(name, r, ctypes.get_errno())\n",
        calls.join(", ")
    );
    assert_refused(&sandbox, &code, calls.len());
}

#[test]
fn sockets_no_network_namespace_separates_are_refused() {
    let Some(sandbox) = strict() else { return };
    if !have("python3") {
        return;
    }
    let families: Vec<String> = crate::boxed::refused_families()
        .map(|(name, number)| format!("('{name}', {number})"))
        .collect();
    let code = format!(
        "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n\
         for name, family in [{}]:\n\
         \x20   for kind in (1, 2, 5):\n\
         \x20       r = libc.socket(family, kind, 0)\n\
         \x20       print(name, kind, r, ctypes.get_errno())\n",
        families.join(", ")
    );
    assert_refused(&sandbox, &code, 3 * families.len());
}

#[test]
fn nothing_but_the_box_s_folder_is_writable_and_no_pty_can_be_had() {
    let Some(sandbox) = strict() else { return };
    let script = "for d in / /dev /etc /usr /proc /run /home /var; do \
        touch $d/ttt-x 2>/dev/null && echo wrote $d; mkdir $d/ttt-d 2>/dev/null && echo made $d; \
        done; [ -e /dev/pts/ptmx ] && echo pty; (exec 3<>/dev/ptmx) 2>/dev/null && echo ptmx; \
        echo ok > /dev/null && touch /box/a /tmp/b /dev/shm/c && echo done";
    let run = sh(&sandbox, script, &limits(5));
    assert_eq!(text(&run), ["done"], "{}", brief(&run));
}

#[test]
fn a_descriptor_the_caller_left_open_is_not_inherited_at_either_level() {
    let Some(strict) = strict() else { return };
    // As `exec 7</` would leave it: open, not close-on-exec.
    let root = rustix::fs::open("/", rustix::fs::OFlags::RDONLY, rustix::fs::Mode::empty())
        .expect("/ opens");
    let fd = root.as_raw_fd();
    let script = format!("[ -e /proc/self/fd/{fd} ] && echo inherited; echo done");
    for sandbox in [strict, Sandbox::new(true)] {
        let run = sh(&sandbox, &script, &limits(5));
        assert_eq!(
            text(&run),
            ["done"],
            "{:?}: {}",
            sandbox.level(),
            brief(&run)
        );
    }
    drop(root);
}

#[test]
fn the_disk_is_a_tmpfs_of_its_size_and_a_full_one_is_said() {
    let Some(sandbox) = as_root() else { return };
    let small = Limits {
        disk_bytes: 8 << 20,
        ..limits(10)
    };
    // The disk stays full to the end: a disk filled and emptied between
    // two looks (10 ms apart) is not seen full.
    let script = "touch /tmp/in-tmp /dev/shm/in-shm; ls; pwd; \
        fallocate -l 3G huge 2>/dev/null && echo fallocated; rm -f huge; \
        head -c 20000000 /dev/zero > big 2>/dev/null || echo refused; \
        ls -s big | cut -d' ' -f1";
    let run = sh(&sandbox, script, &small);
    let lines = text(&run);
    // The working folder, /tmp and /dev/shm are one folder.
    assert_eq!(lines[..3], ["in-shm", "in-tmp", "/box"], "{}", brief(&run));
    assert_eq!(lines[3], "refused", "{}", brief(&run));
    let kb: u64 = lines[4].parse().expect("a size");
    assert!(kb <= 8 << 10, "{kb} KB written");
    assert!(run.disk_full, "{}", brief(&run));
    let quiet = sh(&sandbox, "echo small > file", &small);
    assert!(!quiet.disk_full, "{}", brief(&quiet));
}

#[test]
fn the_disk_holds_a_bounded_number_of_files() {
    let Some(sandbox) = as_root() else { return };
    let small = Limits {
        disk_bytes: 4 << 20,
        ..limits(10)
    };
    let script = "i=0; while printf '' > f$i 2>/dev/null; do i=$((i+1)); [ $i -gt 100000 ] && break; done; \
        echo $i";
    let run = sh(&sandbox, script, &small);
    let files: u64 = text(&run)
        .first()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", brief(&run)));
    assert!(files < 1100, "{files} files: {}", brief(&run));
    assert!(run.disk_full, "{}", brief(&run));
}

#[test]
fn nothing_a_run_leaves_is_seen_by_the_next() {
    let Some(sandbox) = strict() else { return };
    let mark = "echo mark > here; echo mark > /tmp/here; echo mark > /dev/shm/here";
    let run = sh(&sandbox, mark, &limits(5));
    assert!(
        run.lines.is_empty() && run.exit.is_some(),
        "{}",
        brief(&run)
    );
    let dir = tempfile::tempdir().expect("a folder");
    let look = crate::Program {
        program: "sh".into(),
        args: vec!["-c".into(), "ls -A . /tmp /dev/shm; echo done".into()],
        dir: dir.path().to_owned(),
        mounts: Vec::new(),
        snapshot_prefix: None,
    };
    let run = sandbox
        .run(&look, Vec::new(), &limits(5))
        .expect("the box starts");
    assert!(
        !text(&run).iter().any(|l| l.contains("here")),
        "{}",
        brief(&run)
    );
}

#[test]
fn the_program_s_folder_stays_read_only_whatever_the_box_tries() {
    let Some(sandbox) = strict() else { return };
    let program = tempfile::tempdir().expect("a folder");
    let folder = program.path().canonicalize().expect("a path");
    std::fs::write(folder.join("answer"), "right\n").expect("a file");
    let script = format!(
        "cd '{0}'; echo wrong > answer 2>/dev/null && echo wrote; \
         chmod 777 answer 2>/dev/null && echo chmod; rm -f answer 2>/dev/null; \
         mount -o remount,rw '{0}' 2>/dev/null && echo remounted; cat answer",
        folder.display()
    );
    let dir = tempfile::tempdir().expect("a folder");
    let run = sandbox
        .run(
            &crate::Program {
                program: "sh".into(),
                args: vec!["-c".into(), script.into()],
                dir: dir.path().to_owned(),
                mounts: vec![folder.clone()],
                snapshot_prefix: None,
            },
            Vec::new(),
            &limits(5),
        )
        .expect("the box starts");
    assert_eq!(text(&run), ["right"], "{}", brief(&run));
    assert_eq!(
        std::fs::read_to_string(folder.join("answer")).expect("read"),
        "right\n"
    );
}

#[test]
fn inotify_instances_taken_in_a_box_leave_root_its_own() {
    let Some(sandbox) = as_root() else { return };
    if !have("python3") {
        return;
    }
    let code = "import ctypes\nlibc = ctypes.CDLL(None)\nn = 0\n\
                while libc.inotify_init() >= 0 and n < 100000:\n    n += 1\nprint(n)";
    let run = run_in(&sandbox, "python3", &["-c", code], b"", &limits(10));
    let taken: u64 = text(&run)[0].parse().expect("a count");
    assert!(taken < 100000, "{}", brief(&run));
    let ours = rustix::fs::inotify::init(rustix::fs::inotify::CreateFlags::CLOEXEC);
    assert!(ours.is_ok(), "root has no inotify instance left: {ours:?}");
}

#[test]
fn a_sandbox_that_ends_leaves_no_disk_mounted() {
    let Some(sandbox) = as_root() else { return };
    let run = sh(&sandbox, "id -u", &limits(5));
    let uid: u32 = text(&run)[0].parse().expect("a uid");
    drop(sandbox);
    // Unless another sandbox has taken the uid since, its disk is gone.
    let lock = std::fs::OpenOptions::new()
        .write(true)
        .open(format!("/run/ttt-judge/box-{}.lock", uid - 61000))
        .expect("the uid's lock file");
    if lock.try_lock().is_err() {
        super::skip("the uid was taken again before it could be looked at");
        return;
    }
    let mounts = std::fs::read_to_string("/proc/self/mounts").expect("mounts");
    let disk = format!(" /run/ttt-judge/disk-{uid} ");
    assert!(!mounts.contains(&disk), "{disk} stayed mounted");
}

#[test]
fn a_box_may_hold_a_bounded_number_of_files_open() {
    let Some(sandbox) = strict() else { return };
    let run = sh(&sandbox, "ulimit -n; ulimit -Hn", &limits(5));
    assert_eq!(text(&run), ["1024", "1024"], "{}", brief(&run));
}

#[test]
fn the_box_folder_itself_starts_each_run_afresh() {
    let Some(sandbox) = as_root() else { return };
    if !have("python3") {
        return;
    }
    let spoil = "import os\nos.setxattr('/box', 'user.mark', b'1')\nos.chmod('/box', 0o751)\n\
                 print(os.getxattr('/box', 'user.mark'))\nos.chmod('/box', 0)";
    let run = run_in(&sandbox, "python3", &["-c", spoil], b"", &limits(5));
    assert_eq!(text(&run), ["b'1'"], "{}", brief(&run));
    let look =
        "import os, stat\nprint(oct(stat.S_IMODE(os.stat('/box').st_mode)), os.listxattr('/box'))";
    let run = run_in(&sandbox, "python3", &["-c", look], b"", &limits(5));
    assert_eq!(text(&run), ["0o700 []"], "{}", brief(&run));
}
