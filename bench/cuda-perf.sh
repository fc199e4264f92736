#!/usr/bin/env bash
# One GPU round of the CUDA backend's performance bar and checks (on the GPU machine, through the
# node that .device*/boot.sh unpacks; DIST = the tsc output directory):
#   bash .device-hal/boot.sh bash bench/cuda-perf.sh DIST
# 1. the examples on the GPU against the interpreter (test/cuda/examples.test.ts);
# 2. compute-sanitizer memcheck and racecheck over every example's `npx comco run` line;
# 3. bench/cuda-perf.ts: copy bandwidth, relu(a*b+c) over 2^26 fused and unfused, the 1024^3
#    matmul against mlir-opt-22's naive PTX (bench/cuda/matmul-naive-1024.ptx), Figure 1 from a
#    CUDA graph, 1000 runs without leaks (and comco bench of bench/cuda/{elementwise,softmax}-large
#    for comparison with the earlier round). Writes $OUT/cuda-<date>.json (machine, date, command)
#    and prints the table last. Logs (at most 8 files come back): round.log, sanitizer.log,
#    examples.log, the JSON.
set -o pipefail
dist=${1:-dist}
out=${OUT:-/tmp/comco-cuda-perf}
mkdir -p "$out"
day=$(date -u +%Y-%m-%d)
export COMCO_TEST_CUDA=1
exec > >(tee -a "$out/round.log") 2>&1
gpu=$(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1)
echo "# bench/cuda-perf.sh $dist on $gpu; node $(node --version); $(date -u +%FT%TZ)"
status=0

echo "## examples on the GPU against the interpreter"
node --test "$dist/test/cuda/examples.test.js" > "$out/examples.log" 2>&1 || status=1
grep -E "^(not )?ok|^# (pass|fail)" "$out/examples.log"

echo "## compute-sanitizer (memcheck, racecheck) over every example"
san=0
grep -h -o 'npx comco run .*' examples/*.mlir | sed 's/^npx comco run //' > /tmp/comco-example-runs.txt
while read -r line; do
  for tool in memcheck racecheck; do
    # shellcheck disable=SC2086
    compute-sanitizer --tool "$tool" --error-exitcode 9 node "$dist/src/bin/comco.js" run $line --device=cuda > /tmp/comco-san.log 2>&1
    rc=$?
    { echo "### $tool: comco run $line --device=cuda (exit $rc)"; grep -v '^[0-9]*x[0-9]*xf32=\|^\[' /tmp/comco-san.log | tail -40; } >> "$out/sanitizer.log"
    summary=$(grep -o 'ERROR SUMMARY: [0-9]* errors\|RACECHECK SUMMARY: [0-9]* hazards[^$]*' /tmp/comco-san.log | tail -1)
    echo "$tool $(echo "$line" | cut -d' ' -f1-2): exit $rc; ${summary:-no summary}"
    [ "$rc" = 0 ] || { san=1; status=1; }
  done
done < /tmp/comco-example-runs.txt
echo "sanitizers: $([ $san = 0 ] && echo clean || echo NOT CLEAN)"

echo "## comco bench of the earlier large programs (for comparison with bench/results/cuda-examples-2026-11-22.txt)"
for f in bench/cuda/elementwise-large.mlir bench/cuda/softmax-large.mlir; do
  fn=$(grep -o -- '--function=[A-Za-z0-9_]*' "$f" | head -1)
  node "$dist/src/bin/comco.js" bench "$f" "$fn" --compare-unfused 2>&1 | grep -E "^comco bench|^device-to-device|end to end|^speedup|error" || status=1
done

echo "## performance bar"
COMCO_COMMIT=${COMCO_COMMIT:-unknown} node "$dist/bench/cuda-perf.js" --naive-ptx=bench/cuda/matmul-naive-1024.ptx \
  --json="$out/cuda-$day.json" --machine="$gpu" || status=1
exit $status
