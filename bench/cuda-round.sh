#!/usr/bin/env bash
# One round of CUDA checks on the GPU machine (no Node there: run through pack.sh's boot.sh):
#   bash .device/boot.sh bash bench/cuda-round.sh dist      # dist = the tsc output directory
# Runs the HAL's GPU tests (hand-written PTX, graphs, events, errors), the lit tests that need
# `cuda`, and `comco bench` on the examples when the build has a PTX emitter. Logs go to $OUT.
set -o pipefail
dist=${1:-dist}
out=${OUT:-/tmp/comco-cuda-round}
mkdir -p "$out"
export COMCO_TEST_CUDA=1
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv 2>&1 | tee "$out/gpu.txt"
node --version
status=0
node --test "$dist/test/unit/cuda-gpu.test.js" 2>&1 | tee "$out/gpu-tests.log" || status=1
node --test --test-reporter=dot --test-name-pattern="cuda/" "$dist/test/filecheck.test.js" 2>&1 | tee "$out/lit-cuda.log" || status=1
if [ -f "$dist/test/cuda/examples.test.js" ]; then
  node --test "$dist/test/cuda/examples.test.js" 2>&1 | tee "$out/examples.log" || status=1
fi
# comco bench of every example (its function from the example's `npx comco run` line)
for f in ${COMCO_BENCH:-examples/*.mlir bench/cuda/*.mlir}; do
  fn=$(grep -o -- '--function=[A-Za-z0-9_]*' "$f" | head -1)
  [ -n "$fn" ] || continue
  node "$dist/src/bin/comco.js" bench "$f" "$fn" --compare-unfused 2>&1 | tee -a "$out/bench.log" || status=1
done
echo "== summary =="
grep -E "^# (tests|pass|fail|skipped)|^# (device|vadd|fault)" "$out/gpu-tests.log"
grep -E "^(not )?ok" "$out/examples.log" 2>/dev/null
grep -E "^comco bench|^device-to-device|end to end|^speedup|error" "$out/bench.log" 2>/dev/null
exit $status
