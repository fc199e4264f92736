// The baseline of the matmul bar: a 1024^3 f32 linalg.matmul on memrefs, lowered by mlir-opt-22's
// naive GPU pipeline (bench/cuda/matmul-naive.sh): parallel loops tiled 16x16, one thread per
// output, K from global memory. The PTX it gives is loaded and timed through comco's HAL
// (bench/cuda/naive-matmul.ts) in the same round as comco's own matmul.
func.func @matmul(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
  linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%c : memref<1024x1024xf32>)
  return
}
