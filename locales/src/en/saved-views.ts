/** Saved views of the lists (issue 31): the list header's view bar, the palette, and the platform's refusals. */
export const savedViews = {
  wire: {
    notFound: 'No saved view has this id',
    /** A change or deletion by anyone but the view's owner. */
    notOwner: 'Only the owner of this view ({owner:string}) can change or delete it',
    /** The spec's way of saying a name is taken (as 'Seller already added'). */
    nameTaken: 'A view with this name already exists for this list',
    scopeHalf: 'A view belongs to a merchant and one of its divisions, or to neither',
    noSuchDivision: 'No division {divisionCode:string} of merchant {merchantCode:string}',
  },
};
