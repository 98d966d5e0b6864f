//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=2048
//race on tArray
/* amd_fast_walsh_ok.cl with the factor 2 dropped from the pair index (pair = step * (tid / step) + tid % step, which is tid itself): work item tid updates tid and tid + step, and work item tid + step updates tid + step as its own pair, with no ordering between the two. */
__kernel
void fastWalshTransform(__global float * tArray,
                        __const  int   step
                       )
{
    __requires(step >= 1 && step <= 524288 && (step & (step - 1)) == 0);
    unsigned int tid = get_global_id(0);

    const unsigned int group = tid%step;
    const unsigned int pair  = step*(tid/step) + group;

    const unsigned int match = pair + step;

    float T1          = tArray[pair];
    float T2          = tArray[match];

    tArray[pair]             = T1 + T2;
    tArray[match]            = T1 - T2;
}
