#!/usr/bin/env python3
"""Run bvgen over GPUVerify's OpenCL test suite and judge it as gvtester.py does.

For every kernel.cl under the suite folder (sorted by path) the expectation
header is read (CRLF tolerated):

  line 1   //pass  or  //xfail:NAME        (case-insensitive)
  line 2   //FLAGS                          (${KERNEL_DIR} = the kernel's folder)
  line 3.. //REGEX                          (until the first line that is not
                                             "//" followed by at least one char)

and `bvgen verify --gpuverify-compat FLAGS kernel.cl` is run in the kernel's
folder (GPUVerify's compatibility mode: its closing line after failures, its
leniency about geometry dimensions) with a
wall-clock timeout (the whole process group is killed on timeout). A kernel
agrees when the exit code equals the expected one (pass = 0, xfail:NAME =
NAME's number) and every regex is found in the combined stdout+stderr with
re.search(pattern, output, re.MULTILINE).

The suite is copied to a temporary folder first and run there, so that
nothing a run writes into its working directory can change the shared suite
(--boogie-file only reads the suite's axioms.bpl files, as GPUVerify's does).

Standard library only. Usage: see --help (scripts/gpuverify-suite.sh wraps it).
"""

import argparse
import collections
import concurrent.futures
import datetime
import os
import re
import shlex
import shutil
import signal
import stat
import string
import subprocess
import sys
import tempfile
import time

# GPUVerify's exit codes (GPUVerifyScript/error_codes.py, ../shared/GPUVERIFY.md §1).
EXIT_CODES = {
    "SUCCESS": 0,
    "COMMAND_LINE_ERROR": 1,
    "CLANG_ERROR": 2,
    "OPT_ERROR": 3,
    "BUGLE_ERROR": 4,
    "GPUVERIFYVCGEN_ERROR": 5,
    "NOT_ALL_VERIFIED": 6,
    "TIMEOUT": 7,
    "CTRL_C": 8,
    "CONFIGURATION_ERROR": 9,
    "JSON_ERROR": 10,
    "BOOGIE_INTERNAL_ERROR": 11,
    "BOOGIE_OTHER_ERROR": 12,
}
CODE_NAMES = {v: k for k, v in EXIT_CODES.items()}

# Disagreement classes, in report order, with their descriptions.
CLASSES = collections.OrderedDict([
    ("refused-flag", "bvgen refused a flag (exit 1, \"unknown flag\")"),
    ("cmdline", "bvgen rejected the command line otherwise (exit 1)"),
    ("clang", "clang error (exit 2) where GPUVerify gets further"),
    ("unsupported", "unsupported construct (exit 4)"),
    ("verified-expected-fail", "bvgen verified a kernel GPUVerify expects to fail (potential SOUNDNESS problem)"),
    ("false-alarm", "bvgen did not verify (exit 6) a kernel GPUVerify verifies (false alarm / incompleteness)"),
    ("other-code", "other exit-code mismatch"),
    ("pattern", "right exit code, expected-output pattern not found (message format)"),
    ("timeout", "timeout (killed by the runner)"),
    ("runner-error", "the run itself failed (bad header, bvgen could not start, killed by a signal)"),
])

HEADER_RE = re.compile(r"^//(pass|xfail:([A-Za-z_]+))", re.IGNORECASE)


def code_name(code):
    if code is None:
        return "none"
    return "%d %s" % (code, CODE_NAMES.get(code, "?"))


class Kernel:
    def __init__(self, rel):
        self.rel = rel                  # path relative to the suite, e.g. misc/pass/misc1/kernel.cl
        self.folder = rel.split("/", 1)[0] if "/" in rel else "."  # top-level folder
        self.expected = None            # expected exit code
        self.expected_text = ""         # "pass" or "xfail:NAME"
        self.flags = []
        self.patterns = []              # raw regex strings
        self.header_error = None


def parse_header(kernel, path, kernel_dir):
    """Fill kernel's expectation from the file's header (gvtester.py's rules)."""
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    lines = [l.rstrip("\r") for l in text.split("\n")]
    if not lines:
        kernel.header_error = "empty file"
        return
    m = HEADER_RE.match(lines[0].strip())
    if not m:
        kernel.header_error = "line 1 is not //pass or //xfail:CODE: %r" % lines[0][:80]
        return
    if m.group(1).lower() == "pass":
        kernel.expected, kernel.expected_text = 0, "pass"
    else:
        name = m.group(2).upper()
        if name not in EXIT_CODES or name == "SUCCESS":
            kernel.header_error = "unknown xfail code %r" % m.group(2)
            return
        kernel.expected, kernel.expected_text = EXIT_CODES[name], "xfail:" + name
    if len(lines) < 2 or not lines[1].startswith("//"):
        kernel.header_error = "line 2 does not start with //"
        return
    flags = lines[1][2:].strip()
    try:
        flags = string.Template(flags).substitute(KERNEL_DIR=kernel_dir)
    except (KeyError, ValueError) as e:
        kernel.header_error = "bad $ substitution in flags: %s" % e
        return
    try:
        kernel.flags = shlex.split(flags)
    except ValueError:
        kernel.flags = flags.split()
    for line in lines[2:]:
        if not line.startswith("//") or len(line) <= 2:
            break
        kernel.patterns.append(line[2:])


def load_limitations(path):
    """path (relative to the suite) -> reason, from the limitations list."""
    result = {}
    if not path or not os.path.exists(path):
        return result
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 1)
            result[parts[0]] = parts[1].strip() if len(parts) > 1 else ""
    return result


def run_one(bvgen, kernel, root, timeout):
    """Run bvgen on one kernel; returns a dict. Never raises."""
    res = {"code": None, "output": "", "wall": 0.0, "timeout": False, "error": None}
    if kernel.header_error:
        res["error"] = "header: " + kernel.header_error
        return res
    kdir = os.path.join(root, os.path.dirname(kernel.rel))
    # GPUVerify's compatibility mode: the suite's regexes expect GPUVerify's
    # closing line, and some headers give --local_size and --num_groups
    # with different numbers of dimensions.
    cmd = [bvgen, "verify", "--gpuverify-compat"] + kernel.flags + ["kernel.cl"]
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=kdir, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
    except OSError as e:
        res["error"] = "could not start bvgen: %s" % e
        return res
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        res["timeout"] = True
        res["wall"] = time.monotonic() - start
        kill_group(proc)
        try:
            out, _ = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            out = b""
    except BaseException as e:  # keep going whatever happens to one run
        kill_group(proc)
        res["error"] = "runner: %r" % (e,)
        out = b""
    finally:
        # boogie/z3 children left by bvgen (it exited but its group did not)
        kill_group(proc, only_leftovers=True)
    if not res["timeout"]:
        res["wall"] = time.monotonic() - start
    res["output"] = (out or b"").decode("utf-8", errors="replace")
    if not res["timeout"] and res["error"] is None:
        res["code"] = proc.returncode
        if proc.returncode is not None and proc.returncode < 0:
            res["error"] = "bvgen killed by signal %d" % -proc.returncode
    return res


def descendants(pid):
    """(pid, start time) of pid's descendants, from /proc."""
    children = collections.defaultdict(list)
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry) as f:
                line = f.read()
            fields = line[line.rindex(")") + 2:].split()
            ppid, started = int(fields[1]), fields[19]
        except (OSError, ValueError, IndexError):
            continue
        children[ppid].append((int(entry), started))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c[0])
    return out


def signal_pids(procs, sig):
    """Signal (pid, start time) pairs whose pid still names the same process."""
    for p, started in procs:
        try:
            with open("/proc/%d/stat" % p) as f:
                line = f.read()
            if line[line.rindex(")") + 2:].split()[19] != started:
                continue
            os.kill(p, sig)
        except (ProcessLookupError, PermissionError, OSError, ValueError, IndexError):
            pass


def kill_group(proc, only_leftovers=False):
    """Stop a bvgen run and everything it started.

    bvgen starts Boogie (and z3 under it) in a process group of its own and
    kills it when it gets SIGTERM, so: SIGTERM to bvgen's group, a few
    seconds' grace, then SIGKILL to bvgen's group and to every descendant
    recorded before (whatever group it is in). only_leftovers: bvgen has
    exited, just SIGKILL what remains of its group."""
    if only_leftovers:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return
    kids = descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    kids += [k for k in descendants(proc.pid) if k not in kids]
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    signal_pids(kids, signal.SIGKILL)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def first_error_line(output):
    for line in output.splitlines():
        if re.search(r"\berror\b", line, re.IGNORECASE):
            return line.strip()[:200]
    lines = [l.strip() for l in output.splitlines() if l.strip()]
    return lines[-1][:200] if lines else ""


def judge(kernel, res, limitations):
    """Sets res['agree'], res['class'], res['note'], res['reason'], res['missing']."""
    res["agree"], res["class"], res["note"], res["missing"] = False, None, "", []
    res["reason"] = ""
    if res["error"]:
        res["class"], res["reason"] = "runner-error", res["error"]
        return
    if res["timeout"]:
        res["class"] = "timeout"
        return
    code, out = res["code"], res["output"]
    if code == kernel.expected:
        missing = []
        for p in kernel.patterns:
            try:
                if re.search(p, out, re.MULTILINE) is None:
                    missing.append(p)
            except re.error as e:
                missing.append("%s  (invalid regex: %s)" % (p, e))
        if missing:
            res["class"], res["missing"] = "pattern", missing
            res["reason"] = "not found: " + " | ".join(missing)
        else:
            res["agree"] = True
        return
    if code == 0 and kernel.rel in limitations:
        res["agree"] = True
        res["note"] = "verified; GPUVerify's %s is its own limitation: %s" % (
            kernel.expected_text, limitations[kernel.rel])
        return
    res["reason"] = first_error_line(out)
    if code == 1:
        m = re.search(r"unknown (?:shorthand )?flag: ('[^']*' in )?(-+[A-Za-z0-9_\-]+)", out)
        if m:
            res["class"], res["flag"] = "refused-flag", m.group(2)
        else:
            res["class"] = "cmdline"
    elif code == 2:
        res["class"] = "clang"
    elif code == 4:
        res["class"] = "unsupported"
    elif code == 0:
        res["class"] = "verified-expected-fail"
    elif code == 6 and kernel.expected == 0:
        res["class"] = "false-alarm"
    else:
        res["class"] = "other-code"


def percentile(values, p):
    """Nearest-rank percentile."""
    if not values:
        return 0.0
    s = sorted(values)
    k = max(1, int(-(-p * len(s) // 100)))  # ceil(p*n/100)
    return s[min(k, len(s)) - 1]


def uptime():
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, timeout=10).stdout.strip()
    except Exception:
        try:
            with open("/proc/loadavg") as f:
                return "load average: " + " ".join(f.read().split()[:3])
        except OSError:
            return "unknown"


def git_commit(repo):
    try:
        rev = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", repo, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return rev + ("+dirty" if dirty else "") if rev else "unknown"
    except Exception:
        return "unknown"


def esc(s):
    """Markdown table cell."""
    return s.replace("|", "\\|").replace("\n", " ")


def report(kernels, results, meta, limitations, markdown):
    """The report as a list of lines (plain text or Markdown)."""
    L = []
    md = markdown

    def table(header, rows, align=None):
        if md:
            L.append("| " + " | ".join(header) + " |")
            L.append("|" + "|".join(align or ["---"] * len(header)) + "|")
            for r in rows:
                L.append("| " + " | ".join(esc(str(c)) for c in r) + " |")
        else:
            cols = [header] + [[str(c) for c in r] for r in rows]
            widths = [max(len(c[i]) for c in cols) for i in range(len(header))]
            for i, r in enumerate(cols):
                L.append("  ".join(c.rjust(w) if re.fullmatch(r"[\d.]+%?", c) else c.ljust(w)
                                   for c, w in zip(r, widths)).rstrip())
                if i == 0:
                    L.append("  ".join("-" * w for w in widths))
        L.append("")

    def heading(t):
        L.append(("## " + t) if md else ("== " + t + " =="))
        L.append("")

    if md:
        L.append("# bvgen on GPUVerify's OpenCL test suite")
        L.append("")
    for k in ("date", "commit", "bvgen", "suite", "filter", "jobs", "timeout", "load at start", "load at end", "elapsed"):
        if meta.get(k) not in (None, ""):
            L.append(("- %s: %s" if md else "%-14s %s") % (k + ("" if md else ":"), meta[k]))
    L.append("")

    n = len(kernels)
    agree = sum(1 for k in kernels if results[k.rel]["agree"])
    heading("Agreement by top-level folder")
    by = collections.OrderedDict()
    for k in kernels:
        by.setdefault(k.folder, [0, 0])
        by[k.folder][0] += 1
        by[k.folder][1] += results[k.rel]["agree"]
    rows = [(f, t, a, "%.0f%%" % (100.0 * a / t)) for f, (t, a) in sorted(by.items())]
    rows.append(("**total**" if md else "TOTAL", n, agree, "%.1f%%" % (100.0 * agree / n if n else 0)))
    table(["folder", "kernels", "agreeing", "%"], rows, ["---", "---:", "---:", "---:"])
    L.append("Overall agreement: %d of %d kernels (%.1f%%)." % (agree, n, 100.0 * agree / n if n else 0))
    exp_pass = [k for k in kernels if k.expected == 0]
    exp_fail = [k for k in kernels if k.expected not in (0, None)]
    L.append("Expected pass: %d of %d agree; expected xfail: %d of %d agree." % (
        sum(1 for k in exp_pass if results[k.rel]["agree"]), len(exp_pass),
        sum(1 for k in exp_fail if results[k.rel]["agree"]), len(exp_fail)))
    same_code = sum(1 for k in kernels if results[k.rel]["agree"] or results[k.rel]["class"] == "pattern")
    L.append("Same exit code as GPUVerify, patterns ignored: %d of %d (%.1f%%)." % (
        same_code, n, 100.0 * same_code / n if n else 0))
    L.append("")

    heading("Disagreements by class")
    counts = collections.Counter(results[k.rel]["class"] for k in kernels if not results[k.rel]["agree"])
    table(["class", "kernels"], [(CLASSES[c], counts[c]) for c in CLASSES], ["---", "---:"])

    heading("Verified but expected to fail (potential soundness problems)")
    sound = [k for k in kernels if results[k.rel]["class"] == "verified-expected-fail"]
    if sound:
        for k in sound:
            L.append("- %s (expected %s)" % (("`%s`" % k.rel) if md else k.rel, k.expected_text))
    else:
        L.append("None.")
    L.append("")

    heading("GPUVerify limitations (scripts/gpuverify-limitations.txt)")
    lim = [k for k in kernels if k.rel in limitations]
    if lim:
        rows = []
        for k in lim:
            r = results[k.rel]
            verdict = "agree" if r["agree"] else "disagree (%s)" % r["class"]
            rows.append((k.rel, k.expected_text, code_name(r["code"]) if not r["timeout"] else "timeout",
                         verdict + (" — counted as agreeing, note" if r["note"] else ""), limitations[k.rel]))
        table(["kernel", "GPUVerify", "bvgen exit", "verdict", "reason"], rows)
    else:
        L.append("None in this run.")
        L.append("")

    refused = collections.Counter(results[k.rel].get("flag") for k in kernels
                                  if results[k.rel]["class"] == "refused-flag")
    if refused:
        heading("Flags bvgen refused (first unknown flag per kernel)")
        table(["flag", "kernels"], sorted(refused.items(), key=lambda x: (-x[1], x[0])), ["---", "---:"])

    walls = [results[k.rel]["wall"] for k in kernels if not results[k.rel]["error"]]
    heading("Wall time per kernel")
    L.append("median %.2f s, 90th percentile %.2f s, max %.2f s, total %.0f s over %d runs (timeouts count as the timeout)." % (
        percentile(walls, 50), percentile(walls, 90), max(walls) if walls else 0, sum(walls), len(walls)))
    L.append("")

    heading("Every disagreement (sorted by path)")
    rows = []
    for k in kernels:
        r = results[k.rel]
        if r["agree"]:
            continue
        got = "timeout" if r["timeout"] else code_name(r["code"])
        rows.append((k.rel, k.expected_text or "?", got, r["class"], r["reason"][:160]))
    if rows:
        table(["kernel", "expected", "bvgen exit", "class", "detail"], rows)
    else:
        L.append("None.")
        L.append("")
    return L


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(
        prog="gpuverify_suite.py",
        description="Run bvgen over GPUVerify's OpenCL test suite and judge it as gvtester.py does.")
    ap.add_argument("--bvgen", required=True, help="the bvgen binary")
    ap.add_argument("--suite", default=os.path.join(repo, "..", "shared", "gpuverify-testsuite"),
                    help="the suite folder (default ../shared/gpuverify-testsuite)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel runs (default 2)")
    ap.add_argument("--timeout", type=float, default=60, help="wall-clock seconds per kernel (default 60)")
    ap.add_argument("--filter", default=None, help="only kernels whose suite-relative path matches this regex")
    ap.add_argument("--out", default=None, help="also write the report as Markdown to this file")
    ap.add_argument("--limitations", default=os.path.join(here, "gpuverify-limitations.txt"),
                    help="GPUVerify-limitation list (default scripts/gpuverify-limitations.txt)")
    ap.add_argument("--quiet", action="store_true", help="no per-kernel progress lines on stderr")
    a = ap.parse_args(argv)
    if a.jobs < 1:
        ap.error("--jobs must be at least 1")
    if a.timeout <= 0:
        ap.error("--timeout must be positive")
    if not (os.path.isfile(a.bvgen) and os.access(a.bvgen, os.X_OK)):
        ap.error("--bvgen %s is not an executable file" % a.bvgen)
    if not os.path.isdir(a.suite):
        ap.error("--suite %s is not a folder" % a.suite)
    flt = None
    if a.filter is not None:
        try:
            flt = re.compile(a.filter)
        except re.error as e:
            ap.error("--filter is not a valid regex: %s" % e)
    bvgen = os.path.abspath(a.bvgen)
    suite = os.path.abspath(a.suite)

    rels = []
    for dirpath, dirnames, filenames in os.walk(suite):
        dirnames.sort()
        if "kernel.cl" in filenames:
            rel = os.path.relpath(os.path.join(dirpath, "kernel.cl"), suite).replace(os.sep, "/")
            if flt is None or flt.search(rel):
                rels.append(rel)
    rels.sort()
    if not rels:
        print("gpuverify_suite.py: no kernel.cl under %s%s" % (suite, " matching --filter" if flt else ""),
              file=sys.stderr)
        return 2
    limitations = load_limitations(a.limitations)

    meta = collections.OrderedDict()
    meta["date"] = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    meta["commit"] = git_commit(repo)
    meta["bvgen"] = bvgen
    # The folder's name only: the report is committed, the suite is not.
    meta["suite"] = os.path.basename(os.path.normpath(suite))
    meta["filter"] = a.filter or ""
    meta["jobs"] = a.jobs
    meta["timeout"] = "%g s per kernel" % a.timeout
    meta["load at start"] = uptime()
    t0 = time.monotonic()

    work = tempfile.mkdtemp(prefix="gpuverify-suite.")
    results = {}
    try:
        root = os.path.join(work, "suite")
        shutil.copytree(suite, root, symlinks=True)
        # the suite may be read-only: make the copy writable (a run may write
        # in its folder, and the copy must be removable afterwards)
        for dirpath, dirnames, filenames in os.walk(root):
            for name in [dirpath] + [os.path.join(dirpath, f) for f in filenames]:
                if not os.path.islink(name):
                    os.chmod(name, os.stat(name).st_mode | stat.S_IWUSR | stat.S_IRUSR)
        kernels = []
        for rel in rels:
            k = Kernel(rel)
            try:
                parse_header(k, os.path.join(root, rel), os.path.join(root, os.path.dirname(rel)))
            except Exception as e:
                k.header_error = "could not read: %r" % (e,)
            kernels.append(k)
        done = 0
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            futs = {pool.submit(run_one, bvgen, k, root, a.timeout): k for k in kernels}
            for fut in concurrent.futures.as_completed(futs):
                k = futs[fut]
                try:
                    r = fut.result()
                except Exception as e:
                    r = {"code": None, "output": "", "wall": 0.0, "timeout": False, "error": "runner: %r" % (e,)}
                judge(k, r, limitations)
                results[k.rel] = r
                done += 1
                if not a.quiet:
                    verdict = "agree" if r["agree"] else r["class"]
                    print("[%d/%d] %s: %s (exit %s, %.1fs)" % (
                        done, len(kernels), k.rel, verdict,
                        "timeout" if r["timeout"] else r["code"], r["wall"]),
                        file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    meta["load at end"] = uptime()
    meta["elapsed"] = "%.0f s" % (time.monotonic() - t0)
    print("\n".join(report(kernels, results, meta, limitations, markdown=False)))
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            f.write("\n".join(report(kernels, results, meta, limitations, markdown=True)) + "\n")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
