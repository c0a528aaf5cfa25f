/**
 * A listing's pictures described in the page's language: its translated title and the picture's
 * place in the gallery ("Barco sin licencia Marinello Eden 18 en Naxos (2/6)"). Stored alts are in
 * the owner's language, which most renters do not read.
 */
export function picturesInLanguage<P extends { url: string }>(
  title: string,
  pictures: P[],
): (P & { alt: string })[] {
  return pictures.map((picture, index) => ({
    ...picture,
    alt: `${title} (${index + 1}/${pictures.length})`,
  }));
}
