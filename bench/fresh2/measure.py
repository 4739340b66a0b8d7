#!/usr/bin/env python3
"""Measure how scorpion-a11y answers the fresh set.

usage: measure.py PATH/TO/scorpion-a11y LABEL [--set set.tsv] [--jobs N]

For every line of set.tsv the game is started twice in pipe mode with a fresh data folder
(SCORPION_A11Y_DATA) and the line's setup (--spel, --variant, --regels, --traditioneel, --taal):
once with only the prior commands, once with the prior commands followed by the line.
The answer to the line is what the second run printed after the output the two runs share
(one announcement per output line; several are joined with ' ⏎ ').
prior_last is the last announcement before the line (e.g. the question the game asked).
Writes answers-LABEL.tsv next to this script, and prior-check-LABEL.tsv listing setups whose
prior commands were themselves refused (such lines are not a fair test on that version).
"""
import argparse, csv, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
BAD = ("Onbekend woord", "niet begrepen", "Unknown word", "not understood", "Waarheen", "Where to")

def play(exe, row, cmds):
    args = [exe, "--uitvoer", "tekst", "--spel", row["deal"], "--taal", row["lang"]]
    if row["variant"] != "scorpion":
        args += ["--variant", row["variant"]]
    if row["rules"] != "klassiek":
        args += ["--regels", row["rules"]]
    if row["traditional"] == "1":
        args += ["--traditioneel"]
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, SCORPION_A11Y_DATA=d)
        p = subprocess.run(args, input="".join(c + "\n" for c in cmds), capture_output=True,
                           text=True, env=env, timeout=120)
    return p.stdout.splitlines(), p.stderr.strip(), p.returncode

def prior_of(row):
    return [c.strip() for c in row["prior"].split("|") if c.strip()]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("exe"); ap.add_argument("label")
    ap.add_argument("--set", default=os.path.join(HERE, "set.tsv"))
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.set, encoding="utf-8"), delimiter="\t"))
    keyf = lambda r: (r["lang"], r["variant"], r["rules"], r["traditional"], r["deal"], r["prior"])
    keys = sorted({keyf(r) for r in rows})
    rep = {k: next(r for r in rows if keyf(r) == k) for k in keys}
    with ThreadPoolExecutor(a.jobs) as ex:
        pre = dict(zip(keys, ex.map(lambda k: play(a.exe, rep[k], prior_of(rep[k])), keys)))
        full = list(ex.map(lambda r: play(a.exe, r, prior_of(r) + [r["line"]]), rows))
    with open(os.path.join(HERE, f"prior-check-{a.label}.tsv"), "w", encoding="utf-8") as f:
        f.write("setup\tproblem\n")
        for k in keys:
            out = pre[k][0]
            bad = [l for l in out[1:] if any(b in l for b in BAD)]
            if bad or pre[k][2] != 0:
                f.write(f"{' / '.join(k)}\t{' ⏎ '.join(bad) or pre[k][1]}\n")
    out_path = os.path.join(HERE, f"answers-{a.label}.tsv")
    with open(out_path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["id", "category", "kind", "lang", "line", "meaning", "answer", "exit", "prior_last"])
        for r, (lines, err, rc) in zip(rows, full):
            p = pre[keyf(r)][0]
            i = 0
            while i < len(p) and i < len(lines) and p[i] == lines[i]:
                i += 1
            ans = " ⏎ ".join(lines[i:]) or "(no output)"
            if rc != 0 and err:
                ans += f" [exit {rc}: {err.splitlines()[-1]}]"
            w.writerow([r["id"], r["category"], r["kind"], r["lang"], r["line"], r["meaning"], ans, rc,
                        p[-1] if r["prior"].strip() and p else ""])
    print(f"{len(rows)} lines -> {out_path}")

if __name__ == "__main__":
    main()
