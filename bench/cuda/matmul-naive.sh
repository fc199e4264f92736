#!/usr/bin/env bash
# The matmul baseline: mlir-opt-22's naive GPU pipeline on bench/cuda/matmul-naive.mlir (linalg to
# parallel loops, 16x16 tiles mapped to blocks and threads, outlined, lowered to NVVM and PTX for
# sm_90), then the PTX text taken out of the gpu.binary. Runs here (no GPU needed); the PTX is
# committed as bench/cuda/matmul-naive-1024.ptx and bench/cuda-perf.sh times it on the GPU.
#   bash bench/cuda/matmul-naive.sh [OUT.ptx]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${1:-$here/matmul-naive-1024.ptx}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# sm_90 needs PTX 7.8 or later: +ptx80 (the pipeline's default PTX version is older).
mlir-opt-22 "$here/matmul-naive.mlir" \
  --convert-linalg-to-parallel-loops \
  --scf-parallel-loop-tiling=parallel-loop-tile-sizes=16,16 \
  --gpu-map-parallel-loops \
  --convert-parallel-loops-to-gpu \
  --gpu-kernel-outlining \
  --gpu-lower-to-nvvm-pipeline="cubin-format=isa cubin-chip=sm_90 cubin-features=+ptx80" \
  -o "$tmp/lowered.mlir"
# The launch it makes (grid, block, arguments), for the record.
grep -o 'gpu.launch_func.*blocks in ([^)]*) threads in ([^)]*)' "$tmp/lowered.mlir" >&2
python3 - "$tmp/lowered.mlir" "$out" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
if not m: sys.exit('no assembly in the gpu.binary')
ptx = re.sub(r'\\([0-9A-Fa-f]{2})', lambda x: chr(int(x.group(1), 16)), m.group(1)).replace('\\\\', '\\')
open(sys.argv[2], 'w').write(ptx)
PY
echo "wrote $out ($(wc -l < "$out") lines)" >&2
