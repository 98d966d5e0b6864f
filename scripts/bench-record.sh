#!/usr/bin/env bash
# Records real OpenCL applications with bvgen record on this machine's
# OpenCL platform (PoCL in CI images) and gates every launch recorded with
# bvgen ci --launches; writes docs/bench-record.md: per application, the
# launches and distinct entries recorded, kernels, verdicts (verified,
# races, unsupported, time-outs, other), and the application's time with
# and without the recording. Needs clpeak and clblast-utils (Debian).
#
#   scripts/bench-record.sh [TIMEOUT_PER_LAUNCH] [JOBS]
set -uo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS=-DCL_TARGET_OPENCL_VERSION=120
timeout=${1:-60s}
jobs=${2:-$(nproc)}
out=$(mktemp -d "${TMPDIR:-/tmp}/bvgen-bench-record.XXXXXX")
bin=$out/bvgen
go build -o "$bin" ./cmd/bvgen || exit 1

# name|command: small runs of each application (the tuners explore a
# fraction of their configurations, each a program built with other -D).
apps=(
	"clpeak|clpeak --global-bandwidth --kernel-latency"
	"clblast_tuner_xdot|clblast_tuner_xdot -fraction 0.05 -runs 1"
	"clblast_tuner_xaxpy|clblast_tuner_xaxpy -fraction 0.05 -runs 1"
	"clblast_tuner_copy_fast|clblast_tuner_copy_fast -fraction 0.05 -runs 1"
	"clblast_tuner_transpose_fast|clblast_tuner_transpose_fast -fraction 0.05 -runs 1"
	"clblast_tuner_xgemv|clblast_tuner_xgemv -fraction 0.05 -runs 1"
)
# Not here: clblast_tuner_xgemm_direct. Its second phase explores 842,000
# configurations (8,420 at -m 64 -n 64 -k 64 -fraction 0.01), about ten a
# second on PoCL, each a program of its own: the tuner runs for hours and
# records thousands of entries. docs/bench-record.md gates a sample of a
# 45-second recording of it instead (the commands are there).

now() { date +%s.%N; }
rows=()
for a in "${apps[@]}"; do
	name=${a%%|*}
	cmd=${a#*|}
	if ! command -v "${cmd%% *}" >/dev/null; then
		echo "bench-record: ${cmd%% *} is not installed (apt-get install clpeak clblast-utils)" >&2
		continue
	fi
	echo "== $name" >&2
	# In a scratch folder: the tuners write their results where they run.
	mkdir -p "$out/run"
	t0=$(now)
	(cd "$out/run" && $cmd >/dev/null 2>&1)
	plain=$?
	t1=$(now)
	(cd "$out/run" && "$bin" record --out "$out/$name" -- $cmd >/dev/null 2>"$out/$name.record.txt")
	rec=$?
	t2=$(now)
	"$bin" ci --no-cache -j "$jobs" --timeout "$timeout" --format=json --output "$out/$name.json" \
		--launches "$out/$name/launches.json" 2>"$out/$name.ci.txt"
	t3=$(now)
	rows+=("$name|$plain|$rec|$t0|$t1|$t2|$t3")
done

python3 - "$out" "$timeout" "${rows[@]}" >docs/bench-record.md <<'EOF'
import json, os, sys
out, timeout, rows = sys.argv[1], sys.argv[2], sys.argv[3:]
load = open("/proc/loadavg").read().split()[0]
print("# bvgen record on real applications\n")
print(f"`scripts/bench-record.sh {timeout}`: each application run once without and once under `bvgen record`, "
      f"then every distinct launch gated with `bvgen ci --launches` ({timeout} per launch; {os.cpu_count()} cores, load {load} at the end). "
      "Entries: distinct launches (identical launches once). Verdicts count entries.\n")
print("| application | exit (plain / recorded) | launches | not recorded | entries | kernels | verified | race or divergence | unsupported | timeout | other | app time plain (s) | recorded (s) | ratio | gate time (s) |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
problems = []
for r in rows:
    name, plain, rec, t0, t1, t2, t3 = r.split("|")
    t0, t1, t2, t3 = map(float, (t0, t1, t2, t3))
    notes_path = os.path.join(out, name, "launches.notes.json")
    launches = skipped = 0
    try:
        notes = json.load(open(notes_path))
        launches = sum(e.get("count", 1) for e in notes.get("launches", []))
        skipped = sum(e.get("count", 1) for e in notes.get("skipped", []))
        for e in notes.get("skipped", []):
            problems.append(f"- {name}: {e.get('count', 1)} launch(es) of {e.get('entry_point', '?')} not recorded: {e.get('reason', '')}")
    except Exception:
        pass
    try:
        res = json.load(open(os.path.join(out, name + ".json")))["results"]
    except Exception:
        res = []
    kernels = len({(x["file"], next((f for f in x.get("flags", []) if f.startswith("--kernel=")), "")) for x in res})
    codes = [x["code"] for x in res]
    ok, bad = codes.count(0), codes.count(6)
    unsup, tout = codes.count(4) + codes.count(2), codes.count(7)
    other = len(codes) - ok - bad - unsup - tout
    for x in res:
        if x["code"] not in (0,):
            first = next((l for l in x.get("output", "").splitlines() if "error" in l), "")
            problems.append(f"- {name}, {x['file']} ({x.get('from', '')}): exit {x['code']}: {first.strip()[:200]}")
    plain_s, rec_s = t1 - t0, t2 - t1
    ratio = rec_s / plain_s if plain_s > 0 else 0
    print(f"| {name} | {plain} / {rec} | {launches} | {skipped} | {len(res)} | {kernels} | {ok} | {bad} | {unsup} | {tout} | {other} | {plain_s:.1f} | {rec_s:.1f} | {ratio:.2f} | {t3 - t2:.1f} |")
print("\n## Launches not recorded or not verified\n")
print("\n".join(problems) if problems else "None.")
print(f"\nRecordings, reports and logs: {out}.")
EOF
cat docs/bench-record.md
