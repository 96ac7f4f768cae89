//! Where a sandbox may make its runs' cgroups, strongest first: a
//! delegated cgroup version 2 subtree (a folder above the judge's own
//! cgroup, or the root of a container's cgroup namespace, whose
//! `cgroup.subtree_control` hands `memory` and `pids` down and in which
//! this user may make folders), else version 1's `memory`, `pids` and
//! `cpuacct` hierarchies as root; else none.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::layout::Layout;

/// Where the cgroup file systems are mounted.
pub(crate) const ROOT: &str = "/sys/fs/cgroup";

/// The version 1 controllers used, by the name `/proc/self/cgroup` gives.
const CONTROLLERS: [&str; 3] = ["memory", "pids", "cpuacct"];

/// The places a sandbox could make its cgroups under, best first, for a
/// process whose `/proc/self/cgroup` reads `own`, with the cgroup file
/// systems mounted at `root`.
pub(crate) fn candidates(root: &Path, own: &str) -> Vec<Layout> {
    let mut found = delegated(root, own);
    found.extend(version_1(root, own));
    found
}

/// The version 2 folders that hand the controllers down: the folders
/// above the judge's own cgroup, nearest first, and its own when it is the
/// root (which may hold processes and children both).
fn delegated(root: &Path, own: &str) -> Vec<Layout> {
    let Some(path) = own.lines().find_map(|line| line.strip_prefix("0::")) else {
        return Vec::new();
    };
    if !root.join("cgroup.controllers").is_file() {
        return Vec::new();
    }
    let own_dir = root.join(path.trim_start_matches('/'));
    let mut dirs: Vec<PathBuf> = own_dir
        .ancestors()
        .skip(1)
        .take_while(|dir| dir.starts_with(root))
        .map(Path::to_owned)
        .collect();
    if own_dir == root {
        dirs.insert(0, own_dir);
    }
    dirs.into_iter()
        .filter(|dir| hands_down(dir))
        .map(|dir| Layout::V2 { dir })
        .collect()
}

/// Whether a cgroup version 2 subtree is delegated to this process here.
#[cfg(test)]
pub(crate) fn v2_delegated() -> bool {
    let own = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    !delegated(Path::new(ROOT), &own).is_empty()
}

/// Whether a version 2 folder hands `memory` and `pids` to its children.
fn hands_down(dir: &Path) -> bool {
    let control = fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
    let on: Vec<&str> = control.split_whitespace().collect();
    on.contains(&"memory") && on.contains(&"pids")
}

/// Version 1's three hierarchies, at the judge's own cgroup in each.
fn version_1(root: &Path, own: &str) -> Option<Layout> {
    let [memory, pids, cpuacct] = CONTROLLERS.map(|c| mount_of(root, own, c).ok());
    Some(Layout::V1 {
        memory: memory?,
        pids: pids?,
        cpuacct: cpuacct?,
    })
}

/// The folder of `controller` for the cgroup that `own` (the text of
/// `/proc/self/cgroup`) names.
pub(crate) fn mount_of(root: &Path, own: &str, controller: &str) -> io::Result<PathBuf> {
    for line in own.lines() {
        let mut fields = line.splitn(3, ':');
        let (_, list, path) = (fields.next(), fields.next(), fields.next());
        let (Some(list), Some(path)) = (list, path) else {
            continue;
        };
        if !list.split(',').any(|c| c == controller) {
            continue;
        }
        let relative = path.trim_start_matches('/');
        for mount in [root.join(list), root.join(controller)] {
            if mount.join("cgroup.procs").is_file() {
                return Ok(mount.join(relative));
            }
        }
    }
    Err(io::Error::new(
        io::ErrorKind::NotFound,
        format!(
            "no cgroup v1 {controller} controller is mounted under {}",
            root.display()
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake cgroup file system: `files` under `root`.
    fn tree(files: &[(&str, &str)]) -> tempfile::TempDir {
        let root = tempfile::tempdir().expect("a scratch folder");
        for (file, text) in files {
            let path = root.path().join(file);
            fs::create_dir_all(path.parent().expect("a folder")).expect("folders");
            fs::write(path, text).expect("a file");
        }
        root
    }

    #[test]
    fn a_delegated_version_2_folder_above_the_judge_comes_first() {
        let root = tree(&[
            ("cgroup.controllers", "cpu memory pids"),
            ("cgroup.subtree_control", "memory pids"),
            ("user.slice/cgroup.subtree_control", "cpu memory pids"),
            ("user.slice/app.slice/cgroup.subtree_control", "cpu"),
            ("user.slice/app.slice/judge.scope/cgroup.procs", "42"),
        ]);
        let own = "0::/user.slice/app.slice/judge.scope\n";
        let dir = |p: &str| Layout::V2 {
            dir: root.path().join(p),
        };
        // app.slice hands down only cpu; the root hands down both.
        assert_eq!(candidates(root.path(), own), [dir("user.slice"), dir("")]);
    }

    #[test]
    fn a_container_s_own_root_is_a_candidate_when_it_hands_down() {
        let root = tree(&[
            ("cgroup.controllers", "memory pids"),
            ("cgroup.subtree_control", "memory pids"),
        ]);
        let found = candidates(root.path(), "0::/\n");
        assert_eq!(
            found,
            [Layout::V2 {
                dir: root.path().to_owned()
            }]
        );
        let closed = tree(&[("cgroup.controllers", "memory pids")]);
        assert!(candidates(closed.path(), "0::/\n").is_empty());
    }

    #[test]
    fn version_1_is_found_from_the_process_s_cgroup_in_each_controller() {
        let root = tree(&[
            ("memory/cgroup.procs", ""),
            ("pids/cgroup.procs", ""),
            ("cpu,cpuacct/cgroup.procs", ""),
        ]);
        let own = "4:memory:/a/b\n3:pids:/a\n2:cpu,cpuacct:/\n0::/\n";
        assert_eq!(
            candidates(root.path(), own),
            [Layout::V1 {
                memory: root.path().join("memory/a/b"),
                pids: root.path().join("pids/a"),
                cpuacct: root.path().join("cpu,cpuacct/"),
            }]
        );
        assert!(mount_of(root.path(), own, "blkio").is_err());
    }
}
