// An axiom about a function the kernel does not declare: Boogie rejects it.
axiom (forall x, y : bv32 :: B(x, y) == B(y, x));
