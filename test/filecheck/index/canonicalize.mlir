// RUN: comco-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant operands fold where the 32- and 64-bit targets agree: add, sub, mul, the bitwise ops
// and shl by less than 32 always; divisions, remainders, min/max and right shifts only when the
// low 32 bits of the 64-bit result are the 32-bit result.
// CHECK-LABEL: func.func @fold_constants(
// CHECK-DAG: %[[BIG:.*]] = index.constant 4294967296
// CHECK-DAG: %[[ONE:.*]] = index.constant 1
// CHECK-DAG: %[[C8:.*]] = index.constant 8
// CHECK-DAG: %[[M2:.*]] = index.constant -2
// CHECK-DAG: %[[C2:.*]] = index.constant 2
// CHECK-DAG: %[[C5:.*]] = index.constant 5
// CHECK: %[[D:.*]] = index.divs %[[BIG]], %[[C2]]
// CHECK: %[[S:.*]] = index.shl %[[ONE]], %{{.*}}
// CHECK: return %[[C5]], %[[C8]], %[[M2]], %[[C2]], %[[D]], %[[S]]
func.func @fold_constants() -> (index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c4 = index.constant 4
  %c2 = index.constant 2
  %m7 = index.constant -7
  %big = index.constant 4294967296
  %c40 = index.constant 40
  %0 = index.add %c1, %c4
  %1 = index.shl %c1, %c3
  %2 = index.ceildivs %m7, %c3
  %3 = index.floordivs %c4, %c2
  // 2^32 / 2 is 2^31 at 64 bits but 0 at 32: no fold.
  %4 = index.divs %big, %c2
  // A shift by 32 or more does not fold.
  %5 = index.shl %c1, %c40
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// add(x, 0), sub(x, 0) and mul(x, 1) are x; mul(x, 0) is 0; op(op(x, c1), c2) becomes
// op(x, c2 op c1) for the associative and commutative ops.
// CHECK-LABEL: func.func @identities(
// CHECK-DAG: %[[Z:.*]] = index.constant 0
// CHECK-DAG: %[[C7:.*]] = index.constant 7
// CHECK-DAG: %[[C12:.*]] = index.constant 12
// CHECK: %[[A:.*]] = index.add %arg0, %[[C7]]
// CHECK: %[[M:.*]] = index.mul %arg0, %[[C12]]
// CHECK: return %arg0, %arg0, %arg0, %[[Z]], %[[A]], %[[M]]
func.func @identities(%x: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c4 = index.constant 4
  %0 = index.add %x, %c0
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.add %x, %c3
  %5 = index.add %4, %c4
  %6 = index.mul %x, %c3
  %7 = index.mul %6, %c4
  return %0, %1, %2, %3, %5, %7 : index, index, index, index, index, index
}

// -----

// cmp folds: constants (when both widths agree), a min/max with a constant against a constant
// whose range decides it, x against itself; cmp(x - y, 0) is cmp(x, y).
// CHECK-LABEL: func.func @cmp(
// CHECK-DAG: %[[T:.*]] = index.bool.constant true
// CHECK-DAG: %[[F:.*]] = index.bool.constant false
// CHECK: %[[U:.*]] = index.cmp slt(%{{.*}}, %{{.*}})
// CHECK: %[[S:.*]] = index.cmp ult(%arg0, %arg1)
// CHECK: %[[S2:.*]] = index.cmp sgt(%arg1, %arg0)
// CHECK: return %[[T]], %[[U]], %[[T]], %[[F]], %[[S]], %[[S2]]
func.func @cmp(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %big = index.constant 4294967296
  %0 = index.cmp slt(%c0, %c1)
  // 1 < 2^32 at 64 bits, but 2^32 is 0 at 32: no fold.
  %1 = index.cmp slt(%c1, %big)
  %m = index.maxs %x, %c1
  %2 = index.cmp sgt(%m, %c0)
  %3 = index.cmp ne(%x, %x)
  %d = index.sub %x, %y
  %4 = index.cmp ult(%d, %c0)
  %5 = index.cmp sgt(%c0, %d)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// Casts of constants fold to index; from index, to widths whose 32- and 64-bit results agree.
// CHECK-LABEL: func.func @casts(
// CHECK-DAG: %[[A:.*]] = index.constant -1
// CHECK-DAG: %[[B:.*]] = index.constant 255
// CHECK: return %[[A]], %[[B]]
func.func @casts() -> (index, index) {
  %c = arith.constant -1 : i8
  %0 = index.casts %c : i8 to index
  %1 = index.castu %c : i8 to index
  return %0, %1 : index, index
}
