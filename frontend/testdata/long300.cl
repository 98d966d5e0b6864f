// A 300-line kernel for timing the lowering (frontend BenchmarkLower).
// Straight-line arithmetic, branches, loops, local and private arrays.
__kernel void long300(__global int *a, __global float *f, __local int *l, int n) {
  unsigned tid = get_local_id(0);
  size_t gid = get_global_id(0);
  int acc = 0;
  int priv[8];
  __local int tile[64];
  acc += a[gid] * 1 + (int)(tid ^ 0);
  if (acc > 1) {
    acc -= (acc >> 2) + 1;
  } else {
    acc = acc * 3 + n;
  }
  for (int j2 = 0; j2 < 4; j2++) {
    priv[(j2 + 2) & 7] = acc + j2;
  }
  f[gid] = f[gid] * 3.5f + (float)acc;
  tile[tid & 63] = acc + priv[4 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 4) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 5) | (int)(gid & 5);
  acc += a[gid] * 7 + (int)(tid ^ 6);
  if (acc > 7) {
    acc -= (acc >> 2) + 7;
  } else {
    acc = acc * 3 + n;
  }
  for (int j8 = 0; j8 < 4; j8++) {
    priv[(j8 + 8) & 7] = acc + j8;
  }
  f[gid] = f[gid] * 9.5f + (float)acc;
  tile[tid & 63] = acc + priv[10 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 10) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 11) | (int)(gid & 11);
  acc += a[gid] * 13 + (int)(tid ^ 12);
  if (acc > 13) {
    acc -= (acc >> 2) + 13;
  } else {
    acc = acc * 3 + n;
  }
  for (int j14 = 0; j14 < 4; j14++) {
    priv[(j14 + 14) & 7] = acc + j14;
  }
  f[gid] = f[gid] * 15.5f + (float)acc;
  tile[tid & 63] = acc + priv[16 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 16) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 17) | (int)(gid & 17);
  acc += a[gid] * 19 + (int)(tid ^ 18);
  if (acc > 19) {
    acc -= (acc >> 2) + 19;
  } else {
    acc = acc * 3 + n;
  }
  for (int j20 = 0; j20 < 4; j20++) {
    priv[(j20 + 20) & 7] = acc + j20;
  }
  f[gid] = f[gid] * 21.5f + (float)acc;
  tile[tid & 63] = acc + priv[22 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 22) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 23) | (int)(gid & 23);
  acc += a[gid] * 25 + (int)(tid ^ 24);
  if (acc > 25) {
    acc -= (acc >> 2) + 25;
  } else {
    acc = acc * 3 + n;
  }
  for (int j26 = 0; j26 < 4; j26++) {
    priv[(j26 + 26) & 7] = acc + j26;
  }
  f[gid] = f[gid] * 27.5f + (float)acc;
  tile[tid & 63] = acc + priv[28 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 28) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 29) | (int)(gid & 29);
  acc += a[gid] * 31 + (int)(tid ^ 30);
  if (acc > 31) {
    acc -= (acc >> 2) + 31;
  } else {
    acc = acc * 3 + n;
  }
  for (int j32 = 0; j32 < 4; j32++) {
    priv[(j32 + 32) & 7] = acc + j32;
  }
  f[gid] = f[gid] * 33.5f + (float)acc;
  tile[tid & 63] = acc + priv[34 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 34) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 35) | (int)(gid & 35);
  acc += a[gid] * 37 + (int)(tid ^ 36);
  if (acc > 37) {
    acc -= (acc >> 2) + 37;
  } else {
    acc = acc * 3 + n;
  }
  for (int j38 = 0; j38 < 4; j38++) {
    priv[(j38 + 38) & 7] = acc + j38;
  }
  f[gid] = f[gid] * 39.5f + (float)acc;
  tile[tid & 63] = acc + priv[40 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 40) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 41) | (int)(gid & 41);
  acc += a[gid] * 43 + (int)(tid ^ 42);
  if (acc > 43) {
    acc -= (acc >> 2) + 43;
  } else {
    acc = acc * 3 + n;
  }
  for (int j44 = 0; j44 < 4; j44++) {
    priv[(j44 + 44) & 7] = acc + j44;
  }
  f[gid] = f[gid] * 45.5f + (float)acc;
  tile[tid & 63] = acc + priv[46 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 46) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 47) | (int)(gid & 47);
  acc += a[gid] * 49 + (int)(tid ^ 48);
  if (acc > 49) {
    acc -= (acc >> 2) + 49;
  } else {
    acc = acc * 3 + n;
  }
  for (int j50 = 0; j50 < 4; j50++) {
    priv[(j50 + 50) & 7] = acc + j50;
  }
  f[gid] = f[gid] * 51.5f + (float)acc;
  tile[tid & 63] = acc + priv[52 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 52) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 53) | (int)(gid & 53);
  acc += a[gid] * 55 + (int)(tid ^ 54);
  if (acc > 55) {
    acc -= (acc >> 2) + 55;
  } else {
    acc = acc * 3 + n;
  }
  for (int j56 = 0; j56 < 4; j56++) {
    priv[(j56 + 56) & 7] = acc + j56;
  }
  f[gid] = f[gid] * 57.5f + (float)acc;
  tile[tid & 63] = acc + priv[58 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 58) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 59) | (int)(gid & 59);
  acc += a[gid] * 61 + (int)(tid ^ 60);
  if (acc > 61) {
    acc -= (acc >> 2) + 61;
  } else {
    acc = acc * 3 + n;
  }
  for (int j62 = 0; j62 < 4; j62++) {
    priv[(j62 + 62) & 7] = acc + j62;
  }
  f[gid] = f[gid] * 63.5f + (float)acc;
  tile[tid & 63] = acc + priv[64 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 64) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 65) | (int)(gid & 65);
  acc += a[gid] * 67 + (int)(tid ^ 66);
  if (acc > 67) {
    acc -= (acc >> 2) + 67;
  } else {
    acc = acc * 3 + n;
  }
  for (int j68 = 0; j68 < 4; j68++) {
    priv[(j68 + 68) & 7] = acc + j68;
  }
  f[gid] = f[gid] * 69.5f + (float)acc;
  tile[tid & 63] = acc + priv[70 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 70) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 71) | (int)(gid & 71);
  acc += a[gid] * 73 + (int)(tid ^ 72);
  if (acc > 73) {
    acc -= (acc >> 2) + 73;
  } else {
    acc = acc * 3 + n;
  }
  for (int j74 = 0; j74 < 4; j74++) {
    priv[(j74 + 74) & 7] = acc + j74;
  }
  f[gid] = f[gid] * 75.5f + (float)acc;
  tile[tid & 63] = acc + priv[76 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 76) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 77) | (int)(gid & 77);
  acc += a[gid] * 79 + (int)(tid ^ 78);
  if (acc > 79) {
    acc -= (acc >> 2) + 79;
  } else {
    acc = acc * 3 + n;
  }
  for (int j80 = 0; j80 < 4; j80++) {
    priv[(j80 + 80) & 7] = acc + j80;
  }
  f[gid] = f[gid] * 81.5f + (float)acc;
  tile[tid & 63] = acc + priv[82 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 82) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 83) | (int)(gid & 83);
  acc += a[gid] * 85 + (int)(tid ^ 84);
  if (acc > 85) {
    acc -= (acc >> 2) + 85;
  } else {
    acc = acc * 3 + n;
  }
  for (int j86 = 0; j86 < 4; j86++) {
    priv[(j86 + 86) & 7] = acc + j86;
  }
  f[gid] = f[gid] * 87.5f + (float)acc;
  tile[tid & 63] = acc + priv[88 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 88) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 89) | (int)(gid & 89);
  acc += a[gid] * 91 + (int)(tid ^ 90);
  if (acc > 91) {
    acc -= (acc >> 2) + 91;
  } else {
    acc = acc * 3 + n;
  }
  for (int j92 = 0; j92 < 4; j92++) {
    priv[(j92 + 92) & 7] = acc + j92;
  }
  f[gid] = f[gid] * 93.5f + (float)acc;
  tile[tid & 63] = acc + priv[94 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 94) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 95) | (int)(gid & 95);
  acc += a[gid] * 97 + (int)(tid ^ 96);
  if (acc > 97) {
    acc -= (acc >> 2) + 97;
  } else {
    acc = acc * 3 + n;
  }
  for (int j98 = 0; j98 < 4; j98++) {
    priv[(j98 + 98) & 7] = acc + j98;
  }
  f[gid] = f[gid] * 99.5f + (float)acc;
  tile[tid & 63] = acc + priv[100 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 100) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 101) | (int)(gid & 101);
  acc += a[gid] * 103 + (int)(tid ^ 102);
  if (acc > 103) {
    acc -= (acc >> 2) + 103;
  } else {
    acc = acc * 3 + n;
  }
  for (int j104 = 0; j104 < 4; j104++) {
    priv[(j104 + 104) & 7] = acc + j104;
  }
  f[gid] = f[gid] * 105.5f + (float)acc;
  tile[tid & 63] = acc + priv[106 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 106) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 107) | (int)(gid & 107);
  acc += a[gid] * 109 + (int)(tid ^ 108);
  if (acc > 109) {
    acc -= (acc >> 2) + 109;
  } else {
    acc = acc * 3 + n;
  }
  for (int j110 = 0; j110 < 4; j110++) {
    priv[(j110 + 110) & 7] = acc + j110;
  }
  f[gid] = f[gid] * 111.5f + (float)acc;
  tile[tid & 63] = acc + priv[112 & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc += tile[(tid + 112) & 63];
  barrier(CLK_LOCAL_MEM_FENCE);
  acc = min(acc, n + 113) | (int)(gid & 113);
  acc += a[gid] * 115 + (int)(tid ^ 114);
  if (acc > 115) {
    acc -= (acc >> 2) + 115;
  } else {
    acc = acc * 3 + n;
  }
  a[gid] = acc;
  l[tid] = acc;
}
