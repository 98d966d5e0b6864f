//pass
//--local_size=128 --num_groups=512
/* SHOC S3D (the chemistry of a combustion code, double precision over 65536 grid points): straight-line kernels, one grid point per work item, over structure-of-arrays buffers addressed through macros (rf(i), rb(i), C(i), RKLOW(i): array[(i - 1) * get_global_size(0) + get_global_id(0)]); ratt_kernel computes the forward rate constants of the first 30 reactions from the temperature (EXP/LOG macros over Arrhenius terms), ratx_kernel scales the forward and reverse rates of its point by third-body and species concentrations, a Troe fall-off block with MAX/LOG10 included, each a read-modify-write of the work item's own cells. */
#define real double
#define EXP(x) exp(x)
#define LOG(x) log(x)
#define LOG10(x) log10(x)
#define MAX(a,b) fmax((a),(b))
#define DBL_EPS 2.2204460492503131e-16

#define rf(i)    RF[((i) - 1) * get_global_size(0) + get_global_id(0)]
#define rb(i)    RB[((i) - 1) * get_global_size(0) + get_global_id(0)]
#define C(i)     C[((i) - 1) * get_global_size(0) + get_global_id(0)]
#define RKLOW(i) RKLOW[((i) - 1) * get_global_size(0) + get_global_id(0)]

__kernel void
ratt_kernel(__global const real* T, __global real* RF, real TCONV)
{
    const real TEMP = T[get_global_id(0)]*TCONV;
    const real ALOGT = LOG(TEMP);
    const real TI = 1.0/TEMP;
    const real TI2 = TI*TI;
    real TMP;

    rf(1) = EXP(3.20498617e1 -7.25286183e3*TI);
    rf(2) = EXP(1.08197783e1 +2.67e0*ALOGT -3.16523284e3*TI);
    rf(3) = EXP(1.9190789e1 +1.51e0*ALOGT -1.72603317e3*TI);
    rf(4) = EXP(1.0482906e1 +2.4e0*ALOGT +1.06178717e3*TI);
    rf(5) = 1.e18*TI;
    rf(6) = EXP(3.90385861e1 -6.e-1*ALOGT);
    rf(7) = EXP(4.55408762e1 -1.25e0*ALOGT);
    rf(8) = 5.5e20*TI2;
    rf(9) = 2.2e22*TI2;
    rf(10) = 5.e17*TI;
    rf(11) = 1.2e17*TI;
    rf(12) = EXP(4.24761511e1 -8.6e-1*ALOGT);
    rf(13) = EXP(4.71503141e1 -1.72e0*ALOGT);
    rf(14) = EXP(4.42511034e1 -7.6e-1*ALOGT);
    rf(15) = EXP(4.47046282e1 -1.24e0*ALOGT);
    rf(16) = EXP(3.19350862e1 -3.7e-1*ALOGT);
    rf(17) = EXP(2.90097872e1 -3.37658384e2*TI);
    rf(18) = EXP(3.04404238e1 -4.12637667e2*TI);
    rf(19) = EXP(3.18908801e1 +1.50965e2*TI);
    rf(20) = 2.e13;
    rf(21) = EXP(3.14683206e1 +2.51608334e2*TI);
    rf(22) = EXP(2.55908003e1 +8.20243168e2*TI);
    rf(23) = EXP(3.36712758e1 -6.03860001e3*TI);
    rf(24) = EXP(1.6308716e1 +2.e0*ALOGT -2.61672667e3*TI);
    rf(25) = EXP(2.99336062e1 -1.81158e3*TI);
    rf(26) = EXP(1.60803938e1 +2.e0*ALOGT -2.01286667e3*TI);
    rf(27) = EXP(2.81906369e1 -1.61029334e2*TI);
    rf(28) = EXP(3.39940492e1 -4.81075134e3*TI);
    TMP = EXP(-7.54825001e2*TI);
    rf(29) = 1.e13*TMP;
    rf(30) = 5.8e14*TMP*TMP;
}

__kernel void
ratx_kernel(__global const real* T, __global const real* C, __global real* RF,
            __global real* RB, __global const real* RKLOW, real TCONV)
{
    const real TEMP = T[get_global_id(0)]*TCONV;
    const real ALOGT = LOG(TEMP);
    real CTOT = 0.0;
    real PR, PCOR, PRLOG, FCENT, FCLOG, XN;
    real CPRLOG, FLOG, FC;
    real SQR;
    const real SMALL = DBL_EPS;

    for (unsigned int k=1; k<=22; k++)
    {
        CTOT += C(k);
    }

    real CTB = CTOT+C(1)+5.e0*C(6)+C(10)+5.e-1*C(11)+C(12)
               +2.e0*C(16)+2.e0*C(14)+2.e0*C(15);
    rf(1) = rf(1)*CTB*C(2)*C(2);
    rb(1) = rb(1)*CTB*C(1);
    CTB = CTOT-C(1)-C(6)+C(10)-C(12)+2.e0*C(16)
          +2.e0*C(14)+2.e0*C(15);
    rf(2) = rf(2)*CTB*C(2)*C(3);
    rb(2) = rb(2)*CTB*C(5);
    rf(3) = rf(3)*C(1)*C(2);
    rb(3) = rb(3)*C(3)*C(5);
    rf(4) = rf(4)*C(1)*C(5);
    rb(4) = rb(4)*C(3)*C(6);
    rf(5) = rf(5)*C(5)*C(5);
    rb(5) = rb(5)*C(2)*C(6);
    CTB = CTOT+C(1)+5.e0*C(4)+5.e0*C(6)+C(10)
          +5.e-1*C(11)+2.5e0*C(12)+2.e0*C(16)
          +2.e0*C(14)+2.e0*C(15);
    rf(6) = rf(6)*CTB*C(3)*C(3);
    rb(6) = rb(6)*CTB*C(4);
    rf(7) = rf(7)*CTB*C(3)*C(2);
    rb(7) = rb(7)*CTB*C(5);
    rf(8) = rf(8)*CTB*C(3)*C(5);
    rb(8) = rb(8)*CTB*C(6);

    //     Troe fall-off for reaction 9
    PR = RKLOW(1) * CTB / rf(9);
    PCOR = PR/(1.0+PR);
    PRLOG = LOG10(MAX(PR,SMALL));
    FCENT = 2.654e-1*EXP(-TEMP/9.4e1) + 7.346e-1*EXP(-TEMP/1.756e3)
            + EXP(-5.182e3/TEMP);
    FCLOG = LOG10(MAX(FCENT,SMALL));
    XN    = 0.75 - 1.27*FCLOG;
    CPRLOG= PRLOG - (0.4 + 0.67*FCLOG);
    FLOG = FCLOG/(1.0 + (CPRLOG/(XN-0.14*CPRLOG))*(CPRLOG/(XN-0.14*CPRLOG)));
    FC = EXP(FLOG * 2.302585092994046);
    PCOR = FC * PCOR;
    rf(9) = rf(9) * PCOR;
    rb(9) = rb(9) * PCOR;
    rf(9) = rf(9)*C(3)*C(4);
    rb(9) = rb(9)*C(7);

    rf(10) = rf(10)*C(7)*C(2);
    rb(10) = rb(10)*C(3)*C(4);
    rf(11) = rf(11)*C(7)*C(3);
    rb(11) = rb(11)*C(5)*C(5);
    rf(12) = rf(12)*C(7)*C(3);
    rb(12) = rb(12)*C(1)*C(4);
    rf(13) = rf(13)*C(7)*C(5);
    rb(13) = rb(13)*C(6)*C(4);
    SQR = C(7)*C(7);
    rf(14) = rf(14)*SQR;
    rb(14) = rb(14)*C(8)*C(4);
    rf(15) = rf(15)*SQR;
    rb(15) = rb(15)*C(8)*C(4);
}
