//pass
//--local_size=256 --num_groups=2048
/* AMD APP SDK FastWalshTransform, one butterfly stage launched per step by the host (length 2^20 floats, length / 2 work items, step = 1, 2, 4, ..., length / 2, pinned by __requires as a power of two): each work item splits its id by the run-time step with % and /, and updates in place the pair (2 * step * (tid / step) + tid % step, that + step) of tArray. */
__kernel
void fastWalshTransform(__global float * tArray,
                        __const  int   step
                       )
{
    __requires(step >= 1 && step <= 524288 && (step & (step - 1)) == 0);
    unsigned int tid = get_global_id(0);

    const unsigned int group = tid%step;
    const unsigned int pair  = 2*step*(tid/step) + group;

    const unsigned int match = pair + step;

    float T1          = tArray[pair];
    float T2          = tArray[match];

    tArray[pair]             = T1 + T2;
    tArray[match]            = T1 - T2;
}
