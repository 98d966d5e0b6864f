//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on theArray
/* bitonic_global_ok.cl with the block width taken as pairDistance instead of twice it: the right element of one pair is the left element of the next. */
__kernel void bitonicSort(__global uint *theArray, const uint stage, const uint passOfStage, const uint direction) {
  uint sortIncreasing = direction;
  uint threadId = get_global_id(0);
  uint pairDistance = 1 << (stage - passOfStage);
  uint blockWidth = pairDistance;
  uint leftId = (threadId % pairDistance) + (threadId / pairDistance) * blockWidth;
  uint rightId = leftId + pairDistance;
  uint leftElement = theArray[leftId];
  uint rightElement = theArray[rightId];
  uint sameDirectionBlockWidth = 1 << stage;
  if ((threadId / sameDirectionBlockWidth) % 2 == 1)
    sortIncreasing = 1 - sortIncreasing;
  uint greater = max(leftElement, rightElement);
  uint lesser = min(leftElement, rightElement);
  if (sortIncreasing) {
    theArray[leftId] = lesser;
    theArray[rightId] = greater;
  } else {
    theArray[leftId] = greater;
    theArray[rightId] = lesser;
  }
}
