/* Makes a program see CORES processors (default 16) when it asks
 * sched_getaffinity, as Rust's std::thread::available_parallelism does:
 * benches/jobs.sh preloads it so that `ttt-judge run --jobs 64`, which
 * starts at most four threads a core, starts 64 threads on a smaller
 * machine. Build: cc -O2 -shared -fPIC -o cores.so benches/cores.c */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <string.h>

int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set) {
    const char *env = getenv("CORES");
    int cores = env ? atoi(env) : 16;
    (void)pid;
    memset(set, 0, size);
    for (int i = 0; i < cores && (size_t)i < size * 8; i++) {
        CPU_SET_S(i, size, set);
    }
    return 0;
}
