import {
  type ContentKind,
  type ContentRecordKind,
  contentKindList,
  contentKinds,
  kindOfRecord,
} from "../../../domain/content-kinds.ts";
import type { KindStorage, KindStorages } from "../content-writes/kind-storage.ts";
import { slugColumnsOf } from "../content-writes/slugs.ts";
import type { DraftKind } from "../drafts/draft-kind.ts";
import type { ContentKindDeclaration } from "./declaration.ts";

/**
 * The declared kinds, as the engines look them up. Built once at start from every module's
 * declaration; a kind of domain/content-kinds.ts declared twice or not at all fails the start, so
 * no engine meets a kind it cannot handle.
 */
export class ContentKinds implements KindStorages {
  readonly all: readonly ContentKindDeclaration[];
  /** Each kind's drafts, with its name and API path. */
  readonly drafts: readonly DraftKind[];

  constructor(declarations: readonly ContentKindDeclaration[]) {
    this.all = contentKinds.map((kind) => {
      const found = declarations.filter((declaration) => declaration.kind === kind);
      if (found.length !== 1) throw new Error(`The content kind ${kind} is declared ${found.length} times`);
      return found[0];
    });
    if (declarations.length !== this.all.length)
      throw new Error("A declaration names no kind of domain/content-kinds.ts");
    // A picture its draft may change must be one the image store sees named, or a release removes it.
    const blind = this.all.find((declaration) => declaration.drafts.pictures && !declaration.pictures);
    if (blind) throw new Error(`The content kind ${blind.kind} has pictures but does not say how its rows name them`);
    this.drafts = this.all.map((declaration) => ({
      ...declaration.drafts,
      kind: declaration.kind,
      path: contentKindList[declaration.kind].path,
      slugs: slugColumnsOf(declaration),
    }));
  }

  of(kind: ContentKind): ContentKindDeclaration {
    const found = this.all.find((declaration) => declaration.kind === kind);
    if (!found) throw new Error(`The content kind ${kind} is not declared`);
    return found;
  }

  ofRecord(record: ContentRecordKind): KindStorage {
    return this.of(kindOfRecord(record));
  }

  draftOf(kind: ContentKind): DraftKind {
    const found = this.drafts.find((draft) => draft.kind === kind);
    if (!found) throw new Error(`The content kind ${kind} is not declared`);
    return found;
  }
}
