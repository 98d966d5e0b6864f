package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

func (fl *funcLowerer) loadPointer(x *llvm.InstLoad) error {
	return fl.unsupported("load of %s", x.ElemType)
}

func (fl *funcLowerer) storePointer(x *llvm.InstStore) error {
	return fl.unsupported("store of %s", x.Src.Type())
}

func (fl *funcLowerer) loadedTargets(x *llvm.InstLoad, visiting map[value.Value]bool) (targets, error) {
	return targets{}, fl.unsupported("load of %s", x.ElemType)
}

