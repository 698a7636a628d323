/**
 * Lines of business (Sparten). GDV files give a three-digit code from the GDV's
 * Spartenverzeichnis; a code outside it is a wrong line of business (status -6). The list is
 * the one in the GDV's 2009 description (`test/fixtures/gdv-layouts/opengdv-rectypes-VUVM2009.txt`,
 * the values of `spartenverzeichnis_t`), plus 000 for bundled contracts (Bündelungskennzeichen:
 * the GDV sample file delivers its bundle under Sparte 000).
 */

/** "030" for 30: the form Sparten are stored and compared in. */
export const gdvSparte = (sparte: number): string => String(sparte).padStart(3, '0');

// prettier-ignore
export const GDV_SPARTEN: ReadonlySet<string> = new Set([
  '000',
  '010', '011', '012', '013', '014', '015', '020', '021', '022', '023', '024', '025', '026', '027',
  '028', '029', '030', '031', '033', '034', '038', '039', '040', '041', '042', '043', '044', '045',
  '046', '047', '048', '049', '050', '051', '052', '053', '054', '055', '059', '060', '063', '065',
  '069', '070', '071', '072', '073', '075', '076', '079', '080', '081', '082', '083', '089', '090',
  '099', '100', '109', '110', '120', '123', '124', '130', '131', '132', '140', '141', '142', '150',
  '160', '161', '162', '169', '170', '171', '172', '174', '175', '176', '179', '180', '181', '182',
  '183', '184', '185', '189', '190', '191', '192', '193', '194', '197', '199', '200', '201', '202',
  '209', '210', '230', '231', '232', '233', '240', '241', '242', '243', '244', '249', '250', '251',
  '252', '290', '291', '293', '294', '296', '299', '300', '510', '550', '560', '570', '580', '600',
  '630', '650', '684',
]);
