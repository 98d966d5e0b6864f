// Axioms of the uninterpreted function A of boogie_file_*.cl: A is
// commutative and has 0 as a left identity (bvgen names it A, as Bugle does).
axiom (forall x, y : bv32 :: { A(x, y) } A(x, y) == A(y, x));
axiom (forall x : bv32 :: { A(0bv32, x) } A(0bv32, x) == x);
