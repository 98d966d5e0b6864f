// __add_int is commutative (abstract_add_ok.cl, abstract_add_unproved.cl).
axiom (forall x, y : bv32 :: __add_int(x, y) == __add_int(y, x));
