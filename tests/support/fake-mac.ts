/** A keyed stand-in for the server's HMAC (FNV-1a, four rounds): the domain does no crypto of its own. */
export function fakeMac(key: string) {
  const fnv = (text: string) => {
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    return (hash >>> 0).toString(36).padStart(7, "0");
  };
  return (text: string) => [0, 1, 2, 3].map((round) => fnv(`${key}:${round}:${text}`)).join("");
}
