//xfail:IR_ERROR
//--local_size=16 --num_groups=2
//__writes_to outside a specification function
/* __writes_to means something only in a specification function (a __spec_ function, whose body is a contract): elsewhere it is an error with its position, never dropped. */
void foo(__local int *p) {
  __writes_to(p);
}

__kernel void spec(__local int *A) {
  foo(A);
}
