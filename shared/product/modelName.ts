/**
 * A boat's builder and model as one name: "Lagoon 42" already names its builder ("Hanse 348", never
 * "Hanse Hanse 348"); "Oceanis 46.1" needs "Beneteau" in front.
 */
export function fullModelName(builder: string | null, model: string | null): string {
  if (!model) return builder ?? '';
  if (!builder || model.toLowerCase().startsWith(builder.toLowerCase())) return model;
  return `${builder} ${model}`;
}
