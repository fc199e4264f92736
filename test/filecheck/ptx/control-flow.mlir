// Control flow → labels and branches: scf.if with results, scf.while, and cf branches with
// block arguments. The host routine runs the kernel in the interpreter (a known-good input).
// RUN: comco run %s --function=main | FileCheck %s --check-prefix=INTERP
// RUN: comco-opt %s --comco-emit-ptx | FileCheck %s

// Collatz steps of 1..8, then the sum 1+..+i through cf branches.
// INTERP: 2x8xi32=[0 1 7 2 5 8 16 3][1 3 6 10 15 21 28 36]
module attributes {gpu.container_module} {
  gpu.module @cf {
    // CHECK-LABEL: .entry cf__collatz(
    gpu.func @collatz(%o: memref<2x8xi32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      %t = gpu.thread_id x
      %t1 = arith.addi %t, %c1 : index
      %n0 = arith.index_cast %t1 : index to i32
      // CHECK: [[HEAD:\$L__cf__collatz_[0-9]+]]:
      // CHECK: setp.ne.b32 [[GO:%p[0-9]+]]
      // CHECK: @![[GO]] bra [[EXIT:\$L__cf__collatz_[0-9]+]];
      %r:2 = scf.while (%n = %n0, %s = %zero) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi ne, %n, %one : i32
        scf.condition(%go) %n, %s : i32, i32
      } do {
      ^bb0(%n: i32, %s: i32):
        %rem = arith.remui %n, %two : i32
        %even = arith.cmpi eq, %rem, %zero : i32
        // CHECK: @!{{%p[0-9]+}} bra [[ELSE:\$L__cf__collatz_[0-9]+]];
        // CHECK: div.u32
        // CHECK: bra [[ENDIF:\$L__cf__collatz_[0-9]+]];
        // CHECK-NEXT: [[ELSE]]:
        // CHECK: mul.lo.s32
        // CHECK-NEXT: add.s32
        // CHECK: [[ENDIF]]:
        %next = scf.if %even -> (i32) {
          %h = arith.divui %n, %two : i32
          scf.yield %h : i32
        } else {
          %m = arith.muli %n, %three : i32
          %p = arith.addi %m, %one : i32
          scf.yield %p : i32
        }
        %s1 = arith.addi %s, %one : i32
        scf.yield %next, %s1 : i32, i32
      }
      // CHECK: bra [[HEAD]];
      // CHECK-NEXT: [[EXIT]]:
      memref.store %r#1, %o[%c0, %t] : memref<2x8xi32>
      // CHECK: bra [[BB1:\$L__cf__collatz_bb1]];
      // CHECK-NEXT: [[BB1]]:
      cf.br ^loop(%n0, %zero : i32, i32)
    ^loop(%k: i32, %acc: i32):
      %acc1 = arith.addi %acc, %k : i32
      %k1 = arith.subi %k, %one : i32
      %more = arith.cmpi sgt, %k1, %zero : i32
      // CHECK: @!{{%p[0-9]+}} bra [[FALSE:\$L__cf__collatz_[0-9]+]];
      // CHECK: bra [[BB1]];
      // CHECK-NEXT: [[FALSE]]:
      // CHECK: bra $L__cf__collatz_bb2;
      cf.cond_br %more, ^loop(%k1, %acc1 : i32, i32), ^done(%acc1 : i32)
    ^done(%sum: i32):
      memref.store %sum, %o[%c1, %t] : memref<2x8xi32>
      // CHECK: ret;
      gpu.return
    }
  }
  func.func @main() -> memref<2x8xi32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %o = memref.alloc() : memref<2x8xi32>
    gpu.launch_func @cf::@collatz blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%o : memref<2x8xi32>)
    return %o : memref<2x8xi32>
  }
}
