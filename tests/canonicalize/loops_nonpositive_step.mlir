// Loops whose constant step is zero or negative run no iteration (MLIR's
// constantTripCount), whatever their bounds: they go.

func.func @a(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (%lb) to (%ub) step (%c0) {
    vector.print %i : index
  }
  return
}
func.func @b() {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) = (0, 0) to (1, 7) step (%c0, 2) {
    vector.print %i : index
    vector.print %j : index
  }
  return
}
func.func @c(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c0 {
    vector.print %i : index
  }
  return
}
func.func @d() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c1 to %c5 step %c0 {
    vector.print %i : index
  }
  return
}
func.func @e() {
  %cm = arith.constant -1 : index
  scf.forall (%i) = (0) to (4) step (%cm) {
    vector.print %i : index
  }
  return
}
